/**
 * The organization cards of /tech-centers and of the home page's ecosystem and investors sections
 * (spec public §2): the name linking to the organization's page, its type and place, its tagline
 * (marked when written in the other language), its open programs, and the "Save to list"
 * bookmark button (issue 18 §5 "add from any card"). Input: {@link TechCenterSummary} rows; the
 * cards' grid takes `className`. `headingLevel`: the names' heading level under the page's
 * sections (2 on /tech-centers, 3 on the home page).
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { ClientMessages } from '@/ui/client-messages';
import { InTextLanguage } from '@/ui/language-note';
import { SaveToList } from '@/modules/lists/ui/save-to-list';
import { saveToListPaths } from '@/modules/lists/ui/save-to-list-button';
import type { TechCenterSummary } from '../tech-centers';

export async function TechCenterCards({
  organizations,
  locale,
  headingLevel,
  className = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
}: {
  organizations: readonly TechCenterSummary[];
  locale: Locale;
  headingLevel: 2 | 3;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'techCenters' });
  const save = saveToListPaths(locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ClientMessages namespaces={['lists']}>
      <ul className={className}>
        {organizations.map((o) => (
          <li
            key={o.id}
            data-testid="tech-center-card"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <Heading className="min-w-0 text-lg font-bold wrap-break-word">
                <Link
                  href={{
                    pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
                    params: { seoUrl: o.seoUrl, fromHeader: undefined },
                  }}
                  className="text-brand-700 hover:underline"
                >
                  {o.name}
                </Link>
              </Heading>
              <SaveToList
                kind="organization"
                entityId={String(o.id)}
                name={o.name}
                {...save}
                variant="icon"
              />
            </div>
            <p className="text-sm text-slate-600">{[o.type, o.location].filter(Boolean).join(' · ')}</p>
            {o.tagline && (
              <InTextLanguage text={o.tagline} locale={locale} className="mt-2">
                <p className="line-clamp-3 text-sm wrap-break-word">{o.tagline}</p>
              </InTextLanguage>
            )}
            <p
              className={`mt-3 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${o.openPrograms ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
            >
              {t('openPrograms', { count: o.openPrograms })}
            </p>
          </li>
        ))}
      </ul>
    </ClientMessages>
  );
}
