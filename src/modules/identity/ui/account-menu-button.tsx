'use client';
/**
 * The avatar menu of ./account-menu.tsx (which writes its entries): the user's name, the given
 * account links, and logout, which blocks a second choice and goes home. A DropdownMenu (issue
 * 13 §4): arrow keys, Home/End, typeahead, Escape returns focus to the avatar button.
 *
 * Props: `name` (full name, its initials on the button), `homePath` (where logout lands, in the
 * page's locale), `links` (the menu's link entries), `labels` (`account`: the button's name
 * after the initials; `logout`; `working`: the logout entry while signing out), `viewerClass`
 * (set on a page rendered once per viewer class, issue 14: then `name` is absent, the server
 * render writes slot markers and the page's viewer-data script, and the browser reads the name
 * from that script — @/ui/viewer-slots).
 */
import { useState } from 'react';
import { DropdownMenu, type MenuEntry } from '@/ui/primitives/dropdown-menu';
import { initialsOf, personalData, slotMarker, VIEWER_DATA_ID } from '@/ui/viewer-slots';

export function AccountMenuButton({
  name,
  homePath,
  links,
  labels,
  viewerClass,
}: {
  name?: string;
  homePath: string;
  links: MenuEntry[];
  labels: { account: string; logout: string; working: string };
  viewerClass?: string;
}) {
  const [leaving, setLeaving] = useState(false);
  const onServer = typeof window === 'undefined';
  const slotted = viewerClass !== undefined && onServer;
  const shownName = slotted
    ? slotMarker('name')
    : viewerClass !== undefined
      ? (personalData()?.name ?? '')
      : (name ?? '');
  const initials = slotted ? slotMarker('initials') : initialsOf(shownName);
  const items: MenuEntry[] = [
    {
      type: 'label',
      key: 'name',
      content: (
        <span className="block truncate" data-testid="account-name">
          {shownName}
        </span>
      ),
    },
    ...links,
    { type: 'separator', key: 'sep' },
    {
      key: 'logout',
      disabled: leaving,
      element: <button type="button">{leaving ? labels.working : labels.logout}</button>,
      onSelect: (event) => {
        // Stay open with "Please wait…" until the session is gone.
        event.preventDefault();
        if (leaving) return;
        setLeaving(true);
        // better-auth's client (~12 KB gzipped) loads only on sign-out, not with every page (issue 13 §5).
        void import('./auth-client')
          .then(({ authClient }) => authClient.signOut())
          .then(() => window.location.assign(homePath));
      },
    },
  ];
  const menu = (
    <DropdownMenu
      align="end"
      className="w-60"
      items={items}
      trigger={
        <button
          type="button"
          // The name starts with the visible initials (WCAG 2.5.3, label in name).
          aria-label={`${initials} ${labels.account}`}
          className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {initials}
        </button>
      }
    />
  );
  if (viewerClass === undefined) return menu;
  return (
    <>
      {menu}
      {/* The viewer's data, written in by the server as it answers (scripts/serve.ts); kept as
          it is when the page hydrates. */}
      <script
        type="application/json"
        id={VIEWER_DATA_ID}
        data-class={viewerClass}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: onServer
            ? slotMarker('data')
            : (document.getElementById(VIEWER_DATA_ID)?.textContent ?? ''),
        }}
      />
    </>
  );
}
