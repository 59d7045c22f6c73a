/**
 * /dashboard/add-program/{seoUrl?}?organizationId= (TR /panel/program-ekle/{seoUrl?};
 * dashboard-and-operations §2, steps Basic, Detailed, Jury Members, Questions, Review
 * Categories): without a seoUrl a new program of organization `organizationId`, with one the
 * program's edit form. Only the organization's managers (WRITE) and admins; others get 404.
 */
import { notFound } from 'next/navigation';
import { eq } from 'drizzle-orm';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound, requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { getTypeList } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { organizations } from '@/modules/organizations/schema';
import { getProgramForEdit, requireOrganizationWrite } from '@/modules/programs/program-editor';
import { ProgramForm } from '@/modules/programs/ui/program-form';

type Props = {
  params: Promise<{ locale: Locale; seoUrl?: string[] }>;
  searchParams: Promise<{ organizationId?: string }>;
};

export const generateMetadata = privatePageMetadata('programEditor', 'addTitle');

export default async function AddProgramPage({ params, searchParams }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  if (seoUrl && seoUrl.length > 1) notFound();
  const program = seoUrl?.[0]
    ? await orNotFound(getProgramForEdit(ctx, { seoUrl: decodeURIComponent(seoUrl[0]) }))
    : null;
  const organizationId = program?.organizationId ?? Number((await searchParams).organizationId);
  if (!Number.isInteger(organizationId) || organizationId <= 0) notFound();
  try {
    requireOrganizationWrite(ctx, organizationId);
  } catch {
    notFound();
  }
  const [organization] = await ctx.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) notFound();
  const list = async (id: number) =>
    (await getTypeList(ctx.db, id, locale)).map(({ id: value, name }) => ({ id: value, name }));
  const [t, programTypes, investmentTypes, stages, sectors, targetMarkets, technologies] = await Promise.all([
    getTranslations('programEditor'),
    list(TYPE_LIST_IDS.programType),
    list(TYPE_LIST_IDS.investmentType),
    list(TYPE_LIST_IDS.startupStage),
    list(TYPE_LIST_IDS.startupSector),
    list(TYPE_LIST_IDS.targetMarket),
    list(TYPE_LIST_IDS.technology),
  ]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-black">
        {program ? `${t('editTitle')}: ${program.name}` : t('addTitle')}
      </h1>
      <p className="mb-6 mt-1 text-slate-600">{t('organization', { name: organization.name })}</p>
      <ProgramForm
        organization={organization}
        program={program ? { ...program, createdAt: undefined } : null}
        options={{ programTypes, investmentTypes, stages, sectors, targetMarkets, technologies }}
        editPathTemplate={getPathname({
          href: { pathname: '/dashboard/add-program/[[...seoUrl]]', params: { seoUrl: ['__seoUrl__'] } },
          locale,
        })}
      />
    </section>
  );
}
