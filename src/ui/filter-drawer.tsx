'use client';
/**
 * The filter panel of a list page on phones and on desktops (CONVENTIONS "Phones first: filters
 * in a drawer"; issue 13 §3): from the md breakpoint (768 px) the panel is the page's sidebar;
 * below it the results come first and a "Filters (N)" button opens the same panel in a Sheet
 * drawer. One panel instance at a time (no duplicate ids or form state).
 *
 *   <FilterDrawerProvider>            wraps the page grid (key it by the applied filter, so the
 *     <aside><FilterDrawerSlot/>      drawer closes after a navigation)
 *     <FilterDrawerButton/>           in the results' toolbar (hidden from md up)
 */
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Sheet } from '@/ui/primitives/sheet';

/** Tailwind's `md` breakpoint: the sidebar from here up, the drawer below. */
export const DRAWER_QUERY = '(min-width: 48rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DRAWER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True from the md breakpoint up. The server (and the hydrating render) answers true: the panel
 * is in the sidebar, which CSS hides on phones until the drawer takes it over.
 */
function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DRAWER_QUERY).matches,
    () => true,
  );
}

interface DrawerState {
  wide: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  button: RefObject<HTMLButtonElement | null>;
}
const DrawerContext = createContext<DrawerState | null>(null);

function useDrawer(): DrawerState {
  const state = useContext(DrawerContext);
  if (!state) throw new Error('FilterDrawer parts need a FilterDrawerProvider');
  return state;
}

/** Holds the drawer's open state for a slot and a button placed apart on the page. */
export function FilterDrawerProvider({ children }: { children: ReactNode }) {
  const wide = useWide();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The Sheet has no trigger of its own here: give the focus back to the button on close.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <DrawerContext.Provider value={{ wide, open: open && !wide, setOpen, button }}>
      {children}
    </DrawerContext.Provider>
  );
}

/**
 * Where the panel lives: inline from md up, inside the drawer below (the drawer's content is
 * mounted only while it is open). `title`: the drawer's heading; `closeLabel`: its close button.
 */
export function FilterDrawerSlot({
  title,
  closeLabel,
  children,
}: {
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const { wide, open, setOpen } = useDrawer();
  if (wide) return <div className="hidden md:block">{children}</div>;
  return (
    <Sheet open={open} onOpenChange={setOpen} title={title} closeLabel={closeLabel} side="left">
      <div data-testid="filter-drawer">{children}</div>
    </Sheet>
  );
}

/** The phone's "Filters (N)" button that opens the drawer; `label` already holds the count. */
export function FilterDrawerButton({
  label,
  testId = 'filter-drawer-button',
}: {
  label: string;
  testId?: string;
}) {
  const { open, setOpen, button } = useDrawer();
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      data-testid={testId}
      onClick={() => setOpen(true)}
      className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:border-brand-500 md:hidden"
    >
      {label}
    </button>
  );
}
