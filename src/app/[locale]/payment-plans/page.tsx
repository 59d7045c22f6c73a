/**
 * /payment-plans (TR /tr/odeme-planlari): the premium packages of spec §6 and §9 (personal
 * and enterprise, monthly or yearly; $12/month advertised; 3 report downloads; export 1k/5k rows).
 * Checkout arrives with the payments issue; the page says so instead of offering a fake button.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alternatesFor } from '@/ui/seo';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: Locale }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pricing' });
  return { title: `${t('title')} — Startup Atlas`, alternates: alternatesFor(locale, '/payment-plans') };
}

export default async function PaymentPlansPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('pricing');
  const plans = [
    { name: t('personal'), extra: t('personalExport') },
    { name: t('enterprise'), extra: t('enterpriseExport') },
  ];
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-black">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {plans.map((plan) => (
          <section key={plan.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-xl font-bold">{plan.name}</h2>
            <p className="mt-1 text-sm text-slate-500">
              {t('monthly')} · {t('yearly')}
            </p>
            <p className="mt-3 text-2xl font-black text-brand-700">{t('price')}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              <li>{t('features')}</li>
              <li>{plan.extra}</li>
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-6 rounded-lg bg-slate-100 p-4 text-sm text-slate-700">{t('purchaseSoon')}</p>
    </article>
  );
}
