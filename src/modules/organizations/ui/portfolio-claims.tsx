'use client';
/**
 * Portfolio claims on the startup edit page (issue 12 §4): organizations that list the startup
 * in their portfolio wait for the startup's team, who confirm (the startup then shows on the
 * organization's page) or decline each claim. Rendered only when claims exist.
 */
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { FormMessage } from '@/ui/form';
import type { PortfolioClaim } from '../portfolio-claims';

export function PortfolioClaims({ startupId, claims }: { startupId: number; claims: PortfolioClaim[] }) {
  const t = useTranslations('startupEditor.portfolioClaims');
  const [open, setOpen] = useState(claims);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const answer = async (claim: PortfolioClaim, kind: 'confirm' | 'decline') => {
    setBusy(claim.organizationId);
    setMessage(null);
    const path = { id: startupId, organizationId: claim.organizationId };
    const { error, response } =
      kind === 'confirm'
        ? await quietApi.POST('/api/v2/startups/{id}/portfolio-claims/{organizationId}/confirm', {
            params: { path },
          })
        : await quietApi.DELETE('/api/v2/startups/{id}/portfolio-claims/{organizationId}', {
            params: { path },
          });
    setBusy(null);
    if (!response.ok) return setMessage({ ok: false, text: messageOf(error) ?? t('failed') });
    setOpen((list) => list.filter((c) => c.organizationId !== claim.organizationId));
    setMessage({
      ok: true,
      text: t(kind === 'confirm' ? 'confirmed' : 'declined', { name: claim.name }),
    });
    // The answered row (and the focused button) is gone: keep keyboard users in the section.
    heading.current?.focus();
  };

  return (
    <section
      className="mb-6 space-y-3 rounded-xl border border-amber-200 bg-amber-50/40 p-6"
      aria-labelledby="portfolio-claims-title"
      data-testid="portfolio-claims"
    >
      <h2 id="portfolio-claims-title" ref={heading} tabIndex={-1} className="text-lg font-bold">
        {t('title')}
      </h2>
      {open.length > 0 && <p className="text-sm text-slate-700">{t('intro')}</p>}
      <ul className="space-y-2">
        {open.map((claim) => (
          <li
            key={claim.organizationId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3"
            data-testid="portfolio-claim"
          >
            {claim.isPublic ? (
              <Link
                href={{
                  pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
                  params: { seoUrl: claim.seoUrl, fromHeader: undefined },
                }}
                className="font-semibold text-brand-700 underline"
              >
                {claim.name}
              </Link>
            ) : (
              <span className="font-semibold">{claim.name}</span>
            )}
            <span className="flex gap-2">
              <button
                type="button"
                disabled={busy !== null}
                aria-label={t('confirmNamed', { name: claim.name })}
                onClick={() => void answer(claim, 'confirm')}
                className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white disabled:bg-slate-300"
              >
                {t('confirm')}
              </button>
              <button
                type="button"
                disabled={busy !== null}
                aria-label={t('declineNamed', { name: claim.name })}
                onClick={() => void answer(claim, 'decline')}
                className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold"
              >
                {t('decline')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {message && <FormMessage kind={message.ok ? 'status' : 'alert'}>{message.text}</FormMessage>}
    </section>
  );
}
