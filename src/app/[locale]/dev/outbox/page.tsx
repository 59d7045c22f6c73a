/** Development-only outbox (issue 3 "Mail"): lists the mail written to OUTBOX_DIR; 404 in production. */
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { env } from '@/server/env';
import { readOutbox } from '@/server/mail';
import { formatDate } from '@/lib/format';

export const metadata = { robots: { index: false } };

export default async function OutboxPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (env().NODE_ENV === 'production' || env().SMTP_URL) notFound();
  const t = await getTranslations('devOutbox');
  const mails = readOutbox().slice(0, 100);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('lead')}</p>
      {mails.length === 0 && <p className="mt-6">{t('empty')}</p>}
      <ul className="mt-6 space-y-4">
        {mails.map((m) => (
          <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-500">
              {t('date')}: {formatDate(m.date, locale)} · {t('to')}: {m.to}
            </p>
            <p className="font-semibold">{m.subject}</p>
            <pre className="mt-2 whitespace-pre-wrap text-sm">{m.text}</pre>
          </li>
        ))}
      </ul>
    </section>
  );
}
