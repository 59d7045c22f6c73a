/** /who-am-i (TR /tr/ben-kimim): the signed-in user's summary, access list and packages; visitors get 404. */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('whoAmI', 'title');

export default async function WhoAmIPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const t = await getTranslations('whoAmI');
  const { viewer } = ctx;
  const rows: Array<[string, string]> = [
    [t('name'), viewer.name ?? ''],
    [t('premium'), viewer.isPremium ? t('yes') : t('no')],
    [t('admin'), viewer.isAdmin ? t('yes') : t('no')],
    [t('packages'), viewer.packages.join(', ') || t('none')],
  ];
  return (
    <section className="mx-auto max-w-2xl px-4 py-10" data-testid="who-am-i">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <dl className="mt-6 space-y-2 rounded-xl border border-slate-200 bg-white p-5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 font-bold">{t('access')}</h2>
      {viewer.access.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('none')}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {viewer.access.map((a) => (
            <li key={a.entityId}>
              <code>{a.entityId}</code>: {a.scopes.join(', ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
