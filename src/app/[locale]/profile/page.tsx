/**
 * /profile (TR /tr/profilim; spec §2 account pages, §3 "User / talent"): the signed-in user's
 * own profile editor with photo, cover, fullness rate, personal information, job preferences,
 * social links and the lists. Visitors get the 404 page.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { getMyProfileOverview } from '@/modules/profiles/overview';
import { listMyStartups } from '@/modules/startups/edit-view';
import { Link } from '@/i18n/navigation';
import { ProfileEditor } from '@/modules/profiles/ui/profile-editor';
import type { ProfileOptions } from '@/modules/profiles/ui/types';
import { getTypeList, listCountries, listLanguages } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { toOptions } from '@/modules/reference/options';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('profile', 'title');

const LISTS = [
  'jobSearchStatus',
  'jobWorkingPlan',
  'employmentType',
  'schoolDegree',
  'graduateStatus',
  'languageLevel',
  'skill',
  'knowledgeLevel',
  'softSkill',
  'softSkillLevel',
  'position',
  'profession',
] as const;

export default async function ProfilePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, overview, myStartups, countries, languages, ...lists] = await Promise.all([
    getTranslations('profile'),
    getMyProfileOverview(ctx),
    listMyStartups(ctx),
    listCountries(ctx.db, locale),
    listLanguages(ctx.db, locale),
    ...LISTS.map((l) => getTypeList(ctx.db, TYPE_LIST_IDS[l], locale)),
  ]);
  const options = {
    countries: toOptions(countries),
    languages,
    phoneCountries: getCountries().map((code) => ({ code, dial: getCountryCallingCode(code) })),
    ...Object.fromEntries(LISTS.map((l, i) => [l, toOptions(lists[i]!)])),
  } as ProfileOptions;
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-black">{t('title')}</h1>
      <section
        className="mb-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        data-testid="my-startups"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-bold">{t('myStartups')}</h2>
          <Link
            href="/profile/add-startup"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
          >
            {t('addStartup')}
          </Link>
        </div>
        {myStartups.length ? (
          <ul className="mt-3 divide-y divide-slate-100">
            {myStartups.map((s) => (
              <li key={s.id} className="flex items-center justify-between py-2 text-sm">
                <span>
                  {s.name}
                  {!s.isVisible && (
                    <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs">{t('hidden')}</span>
                  )}
                </span>
                <Link
                  href={{ pathname: '/profile/edit-startup/[seoUrl]', params: { seoUrl: s.seoUrl } }}
                  className="font-semibold text-brand-700 underline"
                >
                  {t('edit')}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t('noStartups')}</p>
        )}
      </section>
      <ProfileEditor initial={overview} options={options} />
    </section>
  );
}
