'use client';
/**
 * The header's mobile menu (spec public-and-account §2 "mobile menu"; issue 13 §4): under
 * 1280 px (where the header's links no longer fit beside the search box and a signed-in user's
 * icons) a Menu button opens a Sheet from the right with the search box, every header link and
 * the language switch (`children`, rendered by the header). Following a link or changing the
 * page closes it; Escape closes it and focus returns to the Menu button (Sheet, Radix).
 *
 * Props: `openLabel` (the button's name, "Menu"), `title` (the sheet's heading), `closeLabel`,
 * `children` (the sheet's content).
 */
import { useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { Sheet } from '../primitives/sheet';

export function MobileMenu({
  openLabel,
  closeLabel,
  title,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  title: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // Client-side navigation keeps the header mounted: close the sheet on a new page.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }
  return (
    <div className="xl:hidden">
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={title}
        closeLabel={closeLabel}
        side="right"
        testId="mobile-menu"
        trigger={
          <button
            type="button"
            aria-label={openLabel}
            data-testid="mobile-menu-button"
            className="grid size-9 place-items-center rounded-md border border-slate-300 text-lg leading-none hover:bg-slate-100"
          >
            <span aria-hidden="true">☰</span>
          </button>
        }
      >
        <nav
          aria-label={title}
          className="space-y-4"
          onClick={(e) => {
            if ((e.target as Element).closest('a')) setOpen(false);
          }}
        >
          {children}
        </nav>
      </Sheet>
    </div>
  );
}
