/**
 * The team, angel investor networks, startups and patents of an organization on its summary tab
 * (dashboard-and-operations §3 Organization and Patent fields); each patent links to its page
 * (issue 18 §3). Server component.
 */
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { PatentFacts } from '@/modules/patents/ui/patent-facts';
import type { PublicOrganizationLists } from '../organization-details';

export async function OrganizationLists({
  lists,
  locale,
}: {
  lists: PublicOrganizationLists;
  locale: Locale;
}) {
  const t = await getTranslations('techCenters');
  return (
    <>
      {lists.teamMembers.length > 0 && (
        <section>
          <h2 className="font-bold">{t('team')}</h2>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="organization-team">
            {lists.teamMembers.map((m, i) => (
              <li key={i} className="rounded-lg border border-slate-200 p-3 text-sm">
                <span className="font-semibold">{m.name}</span>
                <span className="block text-slate-600">{[m.title, m.type].filter(Boolean).join(' · ')}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {lists.angelInvestorNetworks.length > 0 && (
        <section>
          <h2 className="font-bold">{t('angelNetworks')}</h2>
          <p className="text-sm">{lists.angelInvestorNetworks.join(', ')}</p>
        </section>
      )}
      {lists.startups.length > 0 && (
        <section>
          <h2 className="font-bold">{t('startups')}</h2>
          <ul className="mt-1 flex flex-wrap gap-2 text-sm" data-testid="organization-startups">
            {lists.startups.map((s) => (
              <li key={s.seoUrl}>
                <Link
                  href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: s.seoUrl } }}
                  className="underline"
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {lists.patents.length > 0 && (
        <section>
          <h2 className="font-bold">{t('patents')}</h2>
          <ul className="mt-2 space-y-3" data-testid="organization-patents">
            {lists.patents.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 p-4 text-sm">
                <h3 className="flex items-center gap-3 font-semibold">
                  {p.photoUrl && (
                    <Image
                      src={p.photoUrl}
                      alt=""
                      width={64}
                      height={64}
                      unoptimized
                      className="size-16 rounded object-cover"
                    />
                  )}
                  <Link
                    href={{ pathname: '/patent/patent-detail/[id]', params: { id: String(p.id) } }}
                    className="text-brand-700 underline"
                  >
                    {p.name}
                  </Link>
                </h3>
                <PatentFacts patent={p} locale={locale} className="mt-2 grid gap-2 sm:grid-cols-2" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
