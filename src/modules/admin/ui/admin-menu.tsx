'use client';
/**
 * The admin area's left menu (issue 17 §1 "a left menu showing only what the viewer may open";
 * D §2 admin routes): the sections of src/modules/admin/menu.ts with a heading each and the
 * links the viewer may open (the layout computes them on the server and passes them with their
 * labels), the page shown marked `aria-current="page"` (the longest matching entry: a user's
 * page marks Users; a Management list marks its own list).
 *
 * - From 1024 px it is a sidebar beside the page; below, a "Admin menu" button opens and closes
 *   it (closed on arrival and after each navigation), so a phone never scrolls sideways.
 * - Keyboard: Tab reaches it; ArrowUp/ArrowDown move between its links, Home/End jump to the
 *   first/last.
 */
import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import type { AppPathname } from '@/i18n/routing';

/** One link of the menu, label already in the viewer's language. */
export interface AdminMenuItem {
  key: string;
  label: string;
  href: AppPathname;
  /** The `listName` of a Management list link. */
  listName?: string;
}

/** A titled section of links. */
export interface AdminMenuSection {
  section: string;
  label: string;
  links: AdminMenuItem[];
}

const LIST_PATH = '/admin/management/lists/[listName]';

type LinkHref = ComponentProps<typeof Link>['href'];

/** Where a menu link leads: a Management list with its name, else the screen's static path. */
const hrefOf = (link: AdminMenuItem): LinkHref =>
  link.listName !== undefined
    ? { pathname: LIST_PATH, params: { listName: link.listName } }
    : (link.href as LinkHref);

/** The key of the link to mark current for `pathname` (a pathname template) and the route's `listName`. */
export function currentKey(
  sections: readonly AdminMenuSection[],
  pathname: string,
  listName: string | undefined,
): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const { links } of sections)
    for (const link of links) {
      if (link.listName !== undefined) {
        if (pathname === LIST_PATH && link.listName === listName) return link.key;
        continue;
      }
      const matches =
        pathname === link.href || (link.href !== '/admin/management' && pathname.startsWith(`${link.href}/`));
      if (matches && (!best || link.href.length > best.length))
        best = { key: link.key, length: link.href.length };
    }
  return best?.key;
}

/** ArrowUp/ArrowDown/Home/End move focus between the menu's links. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href]')];
  const at = links.indexOf(document.activeElement as HTMLElement);
  if (at === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? links.length - 1
        : (at + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
  links[next]?.focus();
}

/** The admin menu; `label` names the navigation, `toggle` the phone's open/close button. */
export function AdminMenu({
  sections,
  label,
  toggle,
}: {
  sections: AdminMenuSection[];
  label: string;
  toggle: string;
}) {
  const pathname = usePathname();
  const params = useParams<{ listName?: string }>();
  const [open, setOpen] = useState(false);
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }
  const current = currentKey(sections, pathname, params?.listName);
  return (
    <nav
      aria-label={label}
      className="px-4 lg:sticky lg:top-4 lg:w-60 lg:shrink-0 lg:px-0"
      data-testid="admin-menu"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="admin-menu-list"
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold lg:hidden"
      >
        {toggle}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div
        id="admin-menu-list"
        onKeyDown={moveFocus}
        className={`${open ? 'block' : 'hidden'} mt-2 rounded-xl border border-slate-200 bg-white p-2 text-sm shadow-sm lg:mt-0 lg:block`}
      >
        {sections.map((s, i) => (
          <div key={s.section} className={i ? 'mt-2 border-t border-slate-200 pt-2' : ''}>
            <p
              id={`admin-menu-${s.section}`}
              className="px-2 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {s.label}
            </p>
            <ul aria-labelledby={`admin-menu-${s.section}`}>
              {s.links.map((link) => {
                const isCurrent = link.key === current;
                return (
                  <li key={link.key}>
                    <Link
                      href={hrefOf(link)}
                      aria-current={isCurrent ? 'page' : undefined}
                      className={`block rounded-md px-2 py-1.5 break-words hover:bg-brand-50 ${
                        isCurrent ? 'bg-brand-50 font-semibold text-brand-700' : ''
                      }`}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
