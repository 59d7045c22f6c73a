'use client';
/**
 * A header drop-down menu (spec public-and-account §2 "product menu (Data, Insight)"): a
 * DropdownMenu (../primitives/dropdown-menu.tsx; arrow keys, Home/End, typeahead, Escape
 * returns focus to the button) kept inside the header's `<nav>` landmark. Choosing a link
 * closes it, so an opened menu does not stay over the next page.
 *
 * Props: `label` (the button's text), `items` (menu entries, usually `<Link>`s).
 */
import type { MenuEntry } from '../primitives/dropdown-menu';
import { DropdownMenu } from '../primitives/dropdown-menu';

export function NavMenu({ label, items }: { label: string; items: MenuEntry[] }) {
  return (
    <DropdownMenu
      portal={false}
      className="w-72"
      items={items}
      trigger={
        <button
          type="button"
          className="rounded-md px-1 py-1 font-medium hover:text-brand-600 data-[state=open]:text-brand-600"
        >
          {label} <span aria-hidden="true">▾</span>
        </button>
      }
    />
  );
}
