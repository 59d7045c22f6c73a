/**
 * The frame of a filtered list page (/startups, /talents, /tech-centers; issue 13 §3): from md
 * up the filter panel is a sidebar beside the results; on phones the results come first and the
 * panel opens in the "Filters (N)" drawer (./filter-drawer; the page puts FilterDrawerButton in
 * its toolbar).
 *
 * Props: `filterKey` — the applied filter serialized (a new filter remounts the drawer, so it
 * closes after a navigation); `panel` — the filter panel (the drawer's heading and close label
 * are the `filter` texts of the page's language); `asideFooter?` — shown under the panel (on phones after the
 * results); `wideSidebar?` — 320 px instead of 300 px from lg up; `children` — the results.
 */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { FilterDrawerProvider, FilterDrawerSlot } from './filter-drawer';

export async function FilterListLayout({
  filterKey,
  panel,
  asideFooter,
  wideSidebar = false,
  children,
}: {
  filterKey: string;
  panel: ReactNode;
  asideFooter?: ReactNode;
  wideSidebar?: boolean;
  children: ReactNode;
}) {
  const tf = await getTranslations('filter');
  return (
    <FilterDrawerProvider key={filterKey}>
      <div
        className={`mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 md:grid-cols-[280px_minmax(0,1fr)] ${
          wideSidebar ? 'lg:grid-cols-[320px_minmax(0,1fr)]' : 'lg:grid-cols-[300px_minmax(0,1fr)]'
        }`}
      >
        {/* With a footer the aside stays on phones (after the results); the panel itself then
            lives in the drawer, a portal outside it. Without one it is hidden on phones. */}
        <aside className={asideFooter ? 'order-last min-w-0 md:order-none' : 'hidden min-w-0 md:block'}>
          <FilterDrawerSlot title={tf('title')} closeLabel={tf('drawerClose')}>
            {panel}
          </FilterDrawerSlot>
          {asideFooter}
        </aside>
        {children}
      </div>
    </FilterDrawerProvider>
  );
}
