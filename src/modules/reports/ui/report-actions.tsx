'use client';
/**
 * The buying and downloading part of /report/{seoUrl} (issue 16 §2 "choose version and language,
 * see price or 'free', gallery per language; buy (payment with entityType report) or download";
 * D §3 payment modal "entityId, entityName, entityType (default report), price, successUrl,
 * failUrl"; P §9 three premium downloads a month). The edition and language choices pick one
 * version; the gallery follows the language. What the viewer can do with the version:
 * - visitors: sign in to download;
 * - a free or bought version: download;
 * - a paid version: premium holders download within the month's quota (shown and updated after
 *   each download), everyone may buy it (USD or TRY) through the payment provider's checkout.
 * The server decides every download (`POST /api/v2/reports/versions/{id}/download`); the answer's
 * short-lived signed link is opened to save the file.
 */
import Image from 'next/image';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { api } from '@/ui/api/client';
import { notify } from '@/ui/notifications';
import { formatFileSize, formatPrice } from '@/lib/format';
import type { Locale } from '@/i18n/locales';

type Language = 'en' | 'tr';
export interface ActionVersion {
  id: number;
  name: string;
  language: Language;
  isFree: boolean;
  prices: { USD: number; TRY: number };
  fileType: 'pdf' | 'xlsx';
  fileSize: number;
  purchased: boolean;
}
/** The viewer's premium download quota this month (CheckPremiumDownload). */
export interface ActionQuota {
  used: number;
  limit: number;
  remaining: number;
  /** The quota has room for a paid version not yet counted this month. */
  canDownload: boolean;
  /** Paid versions already counted this month: downloading them again is free. */
  countedVersionIds: number[];
}

/**
 * The version choice, gallery and buy/download box of a report page. Input: the report's versions
 * with prices in minor units, the gallery per language, who the viewer is, their quota (premium
 * holders) and the localized addresses for sign-in, plans and the payment result pages.
 */
export function ReportActions({
  reportName,
  versions,
  gallery,
  signedIn,
  isPremium,
  quota: initialQuota,
  premiumLimit,
  loginHref,
  plansHref,
  successPath,
  failPath,
}: {
  reportName: string;
  versions: ActionVersion[];
  gallery: Record<Language, string[]>;
  signedIn: boolean;
  isPremium: boolean;
  quota: ActionQuota | null;
  /** Paid downloads a month of the personal package (the plans pitch). */
  premiumLimit: number;
  loginHref: string;
  plansHref: string;
  /** The localized payment result pages (successUrl and cancelUrl headers). */
  successPath: string;
  failPath: string;
}) {
  const t = useTranslations('reports');
  const te = useTranslations('errors');
  const locale = useLocale() as Locale;
  const editions = useMemo(() => [...new Set(versions.map((v) => v.name))], [versions]);
  const [edition, setEdition] = useState(editions[0] ?? '');
  const languages = versions.filter((v) => v.name === edition).map((v) => v.language);
  const [language, setLanguage] = useState<Language>(
    languages.includes(locale) ? locale : (languages[0] ?? 'en'),
  );
  const version =
    versions.find((v) => v.name === edition && v.language === language) ??
    versions.find((v) => v.name === edition);
  const [quota, setQuota] = useState(initialQuota);
  const [currency, setCurrency] = useState<'USD' | 'TRY'>(locale === 'tr' ? 'TRY' : 'USD');
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState(false);
  const images = gallery[version?.language ?? language];

  if (!version) return null;
  const owned = version.isFree || version.purchased;
  const counted = Boolean(quota?.countedVersionIds.includes(version.id));
  const premiumCovers = !owned && isPremium && quota !== null && (counted || quota.remaining > 0);

  async function download() {
    if (!version || busy) return;
    setBusy(true);
    setStarted(false);
    try {
      const { data } = await api.POST('/api/v2/reports/versions/{id}/download', {
        params: { path: { id: version.id } },
      });
      if (data) {
        const link = data.data;
        if (link.quota && quota)
          setQuota({
            ...link.quota,
            canDownload: link.quota.remaining > 0,
            countedVersionIds:
              link.basis === 'premium' && !counted
                ? [...quota.countedVersionIds, version.id]
                : quota.countedVersionIds,
          });
        setStarted(true);
        // The signed link answers as an attachment: the page stays, the browser saves the file.
        window.location.assign(link.url);
      }
    } catch {
      // Refusals ('Payment required to download this report') come back as answers and the client
      // shows them; a thrown error is the network.
      notify({ title: te('report.download_failed') });
    }
    setBusy(false);
  }

  async function buy() {
    if (!version || busy) return;
    setBusy(true);
    try {
      const { data } = await api.POST('/apiPayment/products/payment', {
        body: { EntityId: version.id, EntityType: 'report', Currency: currency },
        params: { header: { successurl: successPath, cancelurl: failPath } },
      });
      if (data) {
        window.location.assign(data.data.redirectUrl);
        return;
      }
    } catch {
      // The client has shown the notice.
    }
    setBusy(false);
  }

  const select = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
      <section aria-labelledby="preview-heading" className="min-w-0">
        <h2 id="preview-heading" className="text-lg font-bold">
          {t('preview')}
        </h2>
        {images.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('noPreview')}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="report-gallery">
            {images.map((src, i) => (
              <li key={src}>
                <Image
                  src={src}
                  alt={t('previewAlt', {
                    n: i + 1,
                    name: reportName,
                    language: t(`lang_${version.language}`),
                  })}
                  width={1200}
                  height={900}
                  unoptimized
                  className="w-full rounded-lg border border-slate-200 bg-slate-50"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <aside
        className="h-fit space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        data-testid="report-actions"
        aria-label={t('download')}
      >
        {editions.length > 1 && (
          <label className="block text-sm font-medium">
            {t('edition')}
            <select className={select} value={edition} onChange={(e) => setEdition(e.target.value)}>
              {editions.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </label>
        )}
        {editions.length === 1 && (
          <p className="text-sm">
            <span className="font-medium">{t('edition')}:</span> {edition}
          </p>
        )}
        <label className="block text-sm font-medium">
          {t('language')}
          <select
            className={select}
            value={version.language}
            onChange={(e) => setLanguage(e.target.value as Language)}
            data-testid="report-language"
          >
            {languages.map((l) => (
              <option key={l} value={l}>
                {t(`lang_${l}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm" data-testid="version-price">
          <span className="font-medium">{t('price')}:</span>{' '}
          {version.isFree ? (
            <strong className="text-emerald-700">{t('free')}</strong>
          ) : (
            <strong>
              {formatPrice(version.prices.USD, 'USD', locale)} ·{' '}
              {formatPrice(version.prices.TRY, 'TRY', locale)}
            </strong>
          )}
        </p>
        {version.purchased && <p className="text-sm text-emerald-700">{t('purchased')}</p>}

        {!signedIn ? (
          <a
            href={loginHref}
            className="block rounded-lg bg-brand-600 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700"
          >
            {t('signInToDownload')}
          </a>
        ) : (
          <>
            {!owned && isPremium && quota && (
              <p className="text-sm text-slate-700" data-testid="report-quota">
                {t('quota', { remaining: quota.remaining, limit: quota.limit })}{' '}
                {counted
                  ? t('quotaAlreadyCounted')
                  : quota.remaining > 0
                    ? t('quotaUsesOne')
                    : t('quotaUsedUp', { limit: quota.limit })}
              </p>
            )}
            {(owned || premiumCovers) && (
              <button
                type="button"
                onClick={download}
                aria-disabled={busy}
                aria-busy={busy}
                className="w-full rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-60"
              >
                {busy
                  ? t('preparing')
                  : t('downloadFile', {
                      type: t(`fileType_${version.fileType}`),
                      size: formatFileSize(version.fileSize, locale),
                    })}
              </button>
            )}
            {/* Always in the page, so screen readers announce the text when it appears. */}
            <p role="status" className="text-sm text-emerald-700">
              {started ? t('downloadStarted') : ''}
            </p>
            {!owned && (
              <div className="space-y-3 border-t border-slate-200 pt-4">
                <fieldset className="flex flex-wrap items-center gap-2 text-sm">
                  <legend className="mb-1 font-medium">{t('payIn')}</legend>
                  {(['USD', 'TRY'] as const).map((c) => (
                    <label
                      key={c}
                      className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                    >
                      <input
                        type="radio"
                        name="report-currency"
                        value={c}
                        checked={currency === c}
                        onChange={() => setCurrency(c)}
                      />
                      {c === 'USD' ? 'USD ($)' : 'TRY (₺)'}
                    </label>
                  ))}
                </fieldset>
                <button
                  type="button"
                  onClick={buy}
                  aria-disabled={busy}
                  className={`w-full rounded-lg px-4 py-2 font-semibold aria-disabled:opacity-60 ${
                    premiumCovers
                      ? 'border border-brand-600 text-brand-700 hover:bg-brand-50'
                      : 'bg-brand-600 text-white hover:bg-brand-700'
                  }`}
                >
                  {t('buy', { price: formatPrice(version.prices[currency], currency, locale) })}
                </button>
                {!isPremium && (
                  <p className="text-sm text-slate-700">
                    {t('premiumPitch', { count: premiumLimit })}{' '}
                    <a href={plansHref} className="font-semibold text-brand-700 underline">
                      {t('seePlans')}
                    </a>
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </aside>
    </div>
  );
}
