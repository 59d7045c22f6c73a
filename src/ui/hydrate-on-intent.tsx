'use client';
/**
 * Server-rendered now, made interactive on intent (issue 13 §5: the filter UI need not reach the
 * browser of a visitor who never uses it). `hydrateOnIntent(loader)` → a component with the
 * loaded component's props:
 *
 *   const LazyPanel = hydrateOnIntent(() => import('./filter-panel').then((m) => m.FilterPanel));
 *   <LazyPanel {...props} />   // in a client component or straight from a server component
 *
 * - On the server it renders the real component (the loader resolves on the server as well), so
 *   the first view shows the whole panel as HTML.
 * - In a page the browser hydrates, its code is fetched only when the pointer comes over it,
 *   it is touched or a control in it takes the focus (Tab), or the visitor does anything that
 *   may navigate (a click, a key, a form, Back: see ACTION_EVENTS); until then React leaves the
 *   server's HTML in place (a dehydrated Suspense boundary). A visitor who only reads the page
 *   never downloads it.
 * - A click inside it before its code has arrived would be dropped by React (it stops discrete
 *   events aimed at a boundary it cannot hydrate yet); it is held back instead and replayed on
 *   the same element once the boundary has hydrated (React keeps the server's DOM nodes).
 * - Mounted fresh in the browser (a client-side navigation, a drawer opening), it loads at once.
 *
 * The intent listeners sit on `window` in the capture phase: React's own listeners on the
 * document stop events aimed at a dehydrated boundary before any element inside sees them.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';

/** Inside the component: the visitor is about to use it. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/**
 * Anywhere on the page: an action that may navigate (a link, Enter, a form, Back). A client-side
 * navigation is a React transition, and an update that reaches a boundary still waiting for its
 * code holds the whole transition until that code is here — so the code must be on its way.
 */
const ACTION_EVENTS = ['click', 'keydown', 'submit', 'change', 'popstate'] as const;
const never = () => () => undefined;

/**
 * One lazily hydrated component type per loader; see the module comment. `loadNow`: asked once
 * after hydration; true loads the code at once (the server's HTML does not show what the
 * browser would, e.g. a state kept in localStorage).
 */
export function hydrateOnIntent<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  { loadNow }: { loadNow?: () => boolean } = {},
): ComponentType<P> {
  let want!: () => void;
  const wanted = new Promise<void>((resolve) => (want = resolve));

  const Lazy = lazy(async () => {
    // The server renders at once; the browser waits for intent (or a fresh mount).
    if (typeof window !== 'undefined') await wanted;
    const Component = await loader();
    function Hydrated({ props, onHydrated }: { props: P; onHydrated: () => void }) {
      useEffect(onHydrated, [onHydrated]);
      return <Component {...props} />;
    }
    return { default: Hydrated };
  });

  // Shown only when React renders the boundary on the client before the code is here (an
  // update from above reached it while it was still the server's HTML): load at once.
  function Loading() {
    useEffect(() => want(), []);
    return <div className="min-h-10" aria-busy="true" />;
  }

  function OnIntent(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const state = useRef<{ hydrated: boolean; held: HTMLElement | null }>({ hydrated: false, held: null });
    // True only while React hydrates this component from the server's HTML.
    const hydrating = !useSyncExternalStore(
      never,
      () => true,
      () => false,
    );
    const [freshMount] = useState(!hydrating);
    // New props (a refresh or a navigation rendered the server part again) are an update to the
    // boundary too: load now, or the navigation waits.
    const [firstProps] = useState(props);
    if ((freshMount || props !== firstProps) && typeof window !== 'undefined') want();

    // Replays the click held back while the code was on its way (same DOM node after hydration).
    const onHydrated = useCallback(() => {
      state.current.hydrated = true;
      const target = state.current.held;
      state.current.held = null;
      if (target?.isConnected) target.click();
    }, []);

    useEffect(() => {
      const own = state.current;
      if (own.hydrated) return;
      if (loadNow?.()) return want();
      const inside = (event: Event) => event.target instanceof Node && !!box.current?.contains(event.target);
      const onIntent = (event: Event) => {
        if (inside(event)) want();
      };
      const onClick = (event: MouseEvent) => {
        if (own.hydrated || !inside(event) || !(event.target instanceof HTMLElement)) return;
        want();
        own.held = event.target;
        event.preventDefault();
        event.stopImmediatePropagation();
      };
      const onAction = () => want();
      const listen = { capture: true, passive: true };
      for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, listen);
      for (const type of ACTION_EVENTS) window.addEventListener(type, onAction, listen);
      window.addEventListener('click', onClick, { capture: true });
      // Focus that came before these listeners (the page was still hydrating, e.g. a box clicked
      // and typed into at once) is intent too: else the code would wait for the next event.
      if (document.activeElement && box.current?.contains(document.activeElement)) want();
      return () => {
        for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, listen);
        for (const type of ACTION_EVENTS) window.removeEventListener(type, onAction, listen);
        window.removeEventListener('click', onClick, { capture: true });
      };
    }, []);

    // The same element on every render: a new one would count as an update to the dehydrated
    // boundary, and React would drop the server's HTML for an empty client render.
    const content = useMemo(
      () => (
        <Suspense fallback={<Loading />}>
          <Lazy props={props} onHydrated={onHydrated} />
        </Suspense>
      ),
      [props, onHydrated],
    );
    // `display: contents`: the wrapper takes no part in the layout.
    return (
      <div ref={box} className="contents">
        {content}
      </div>
    );
  }
  return OnIntent;
}
