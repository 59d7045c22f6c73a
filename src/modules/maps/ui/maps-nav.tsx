/** Links between the four ecosystem maps (issue 18 §1), the current one marked. */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

const MAPS = [
  ['/ecosystem-map', 'navTurkey'],
  ['/map/ecosystem-map-gov', 'navGov'],
  ['/map/types', 'navTypes'],
  ['/ecosystem-map-eu', 'navEu'],
  ['/investor-relation-map', 'navGraph'],
] as const;

export type MapPath = (typeof MAPS)[number][0];

export async function MapsNav({ current }: { current: MapPath }) {
  const t = await getTranslations('maps');
  return (
    <nav aria-label={t('mapsNav')} className="mt-3">
      <ul className="flex flex-wrap gap-2 text-sm">
        {MAPS.map(([href, key]) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={href === current ? 'page' : undefined}
              className="inline-block rounded-lg border border-slate-300 px-3 py-1 text-slate-800 hover:bg-slate-50 aria-[current=page]:border-sky-700 aria-[current=page]:bg-sky-700 aria-[current=page]:text-white"
            >
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
