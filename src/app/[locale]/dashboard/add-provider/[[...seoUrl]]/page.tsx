/**
 * /dashboard/add-provider/{seoUrl?} (TR /panel/hizmet-saglayici-ekle/{seoUrl?};
 * dashboard-and-operations §2, steps Basic Info, Social, Team Members): without a seoUrl a new
 * provider, with one its edit form for members with WRITE on it (others get 404).
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
import { getProviderForEdit } from '@/modules/providers/providers';
import { ProviderForm } from '@/modules/providers/ui/provider-form';
import { toOptions } from '@/modules/reference/options';

type Props = { params: Promise<{ locale: Locale; seoUrl?: string[] }> };

export const generateMetadata = privatePageMetadata('providers', 'addTitle');

export default async function AddProviderPage({ params }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  if (seoUrl && seoUrl.length > 1) notFound();
  const provider = seoUrl?.[0]
    ? await orNotFound(getProviderForEdit(ctx, { seoUrl: decodeURIComponent(seoUrl[0]) }))
    : null;
  const [t, industries, companySizes, countries] = await Promise.all([
    getTranslations('providers'),
    getTypeList(ctx.db, TYPE_LIST_IDS.serviceIndustry, locale),
    getTypeList(ctx.db, TYPE_LIST_IDS.employeeCount, locale),
    listCountries(ctx.db, locale),
  ]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-black">
        {provider ? `${t('editTitle')}: ${provider.name}` : t('addTitle')}
      </h1>
      <ProviderForm
        provider={provider ? { ...provider, createdAt: undefined } : null}
        options={{
          industries: toOptions(industries),
          companySizes: toOptions(companySizes),
          countries: toOptions(countries),
        }}
        editPathTemplate={getPathname({
          href: { pathname: '/dashboard/add-provider/[[...seoUrl]]', params: { seoUrl: ['__seoUrl__'] } },
          locale,
        })}
      />
    </section>
  );
}
