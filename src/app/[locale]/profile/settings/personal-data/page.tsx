/**
 * /profile/settings/personal-data (TR /profilim/ayarlar/kisisel-verilerim; issue 17 §2
 * "Personal-data rights: a signed-in user downloads everything the platform holds about them
 * (JSON and a readable file) from the settings"): what the download holds and leaves out, the
 * JSON and PDF downloads (`GET /api/v2/me/personal-data`, the PDF in the page's language), the
 * hourly limit, and links to the privacy policy, the KVKK notice and account deletion. Visitors
 * get the 404 page.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { PERSONAL_DATA_LIMIT } from '@/modules/privacy/download';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('personalData', 'title');

const DOWNLOAD = '/api/v2/me/personal-data';

export default async function PersonalDataPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const t = await getTranslations('personalData');
  const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
  const button =
    'inline-block rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" data-testid="personal-data">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('lead')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className={card}>
          <a
            href={`${DOWNLOAD}?format=json`}
            download
            className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
            data-testid="download-json"
          >
            {t('downloadJson')}
          </a>
          <p className="mt-2 text-sm text-slate-600">{t('jsonHint')}</p>
        </div>
        <div className={card}>
          <a
            href={`${DOWNLOAD}?format=pdf&lang=${locale}`}
            download
            className={`${button} border border-brand-600 text-brand-700 hover:bg-brand-50`}
            data-testid="download-pdf"
          >
            {t('downloadPdf')}
          </a>
          <p className="mt-2 text-sm text-slate-600">{t('pdfHint')}</p>
        </div>
      </div>
      <ul className="mt-6 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('notIncluded')}</li>
        <li>{t('limit', { count: PERSONAL_DATA_LIMIT })}</li>
        <li>
          {t('rights')}{' '}
          <Link href="/privacy-and-cookies-policy" className="font-semibold text-brand-700 underline">
            {t('privacyLink')}
          </Link>
          {', '}
          <Link href="/kisisel-verilerin-korunmasi" className="font-semibold text-brand-700 underline">
            {t('kvkkLink')}
          </Link>
        </li>
        <li>
          {t('deleteHint')}{' '}
          <Link href="/profile/settings/delete-account" className="font-semibold text-brand-700 underline">
            {t('deleteLink')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
