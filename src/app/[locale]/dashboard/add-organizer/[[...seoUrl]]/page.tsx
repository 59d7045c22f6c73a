/**
 * /dashboard/add-organizer/{seoUrl?} (TR /panel/organizator-ekle/{seoUrl?}; dashboard §2):
 * without a seoUrl a new organization (pending until an admin approves), with one the edit
 * form for members with WRITE on it (others get 404).
 */
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound, requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { getTypeList, listCountries } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { getOrganizationForEdit } from '@/modules/organizations/organizer';
import { startupNames } from '@/modules/organizations/organization-details';
import { OrganizationForm } from '@/modules/organizations/ui/organization-form';
import { toOptions } from '@/modules/reference/options';

type Props = { params: Promise<{ locale: Locale; seoUrl?: string[] }> };

export const generateMetadata = privatePageMetadata('organizer', 'addTitle');

export default async function AddOrganizerPage({ params }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  if (seoUrl && seoUrl.length > 1) notFound();
  const organization = seoUrl?.[0]
    ? await orNotFound(getOrganizationForEdit(ctx, decodeURIComponent(seoUrl[0])))
    : null;
  const list = async (id: number) => toOptions(await getTypeList(ctx.db, id, locale));
  const [t, types, countries, memberTypes, networks, needs, sectors, targetMarkets, confirmed, claimed] =
    await Promise.all([
      getTranslations('organizer'),
      list(TYPE_LIST_IDS.organizationType),
      listCountries(ctx.db, locale),
      list(TYPE_LIST_IDS.organizationTeamMemberType),
      list(TYPE_LIST_IDS.angelInvestorNetwork),
      list(TYPE_LIST_IDS.patentNeed),
      list(TYPE_LIST_IDS.startupSector),
      list(TYPE_LIST_IDS.targetMarket),
      startupNames(ctx.db, organization?.startupIds ?? []),
      startupNames(ctx.db, organization?.pendingStartupIds ?? []),
    ]);
  // Claims the startup's team has not confirmed yet show marked (issue 12 §4).
  const startups = [...confirmed, ...claimed.map((s) => ({ ...s, pending: true }))];
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-black">
        {organization ? `${t('editTitle')}: ${organization.name}` : t('addTitle')}
      </h1>
      <OrganizationForm
        organization={organization ? { ...organization, createdAt: undefined } : null}
        options={{
          types,
          countries: toOptions(countries),
          memberTypes,
          networks,
          needs,
          sectors,
          targetMarkets,
        }}
        lists={{
          teamMembers: organization?.teamMembers ?? [],
          angelInvestorNetworkIds: organization?.angelInvestorNetworkIds ?? [],
          startups,
          patents: (organization?.patents ?? []).map((p) => ({
            ...p,
            applicationNumbers: p.applicationNumbers.join(', '),
          })),
        }}
        editPathTemplate={getPathname({
          href: { pathname: '/dashboard/add-organizer/[[...seoUrl]]', params: { seoUrl: ['__seoUrl__'] } },
          locale,
        })}
      />
    </section>
  );
}
