/**
 * One contact message in contact-message management (issue 17 §1 contact-form-messages): who
 * sent it and when, its language and state, the text, and the answer — the stored answer with
 * who sent it and when, or the answer form — with the archive button. Server component; the
 * actions are ./contact-admin-actions.tsx.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/modules/admin/ui/admin-bits';
import type { ContactMessageView } from '../contact-admin';
import { ContactAnswerForm, ContactArchiveButton } from './contact-admin-actions';
import { ContactIntl } from './contact-intl';

export const STATUS_TONE = { new: 'blue', read: 'slate', answered: 'green' } as const;

/** The message `m`; `back` is the list's address (filters and page kept). */
export async function ContactMessageDetail({
  m,
  locale,
  back,
}: {
  m: ContactMessageView;
  locale: Locale;
  back: { pathname: '/admin/management/contact-form-messages'; query: Record<string, string> };
}) {
  const t = await getTranslations('contactAdmin');
  const language = t(`languages.${m.locale}`);
  return (
    <article aria-labelledby="contact-message-subject" data-testid="contact-message">
      <Link href={back} className="text-sm font-semibold text-brand-700 underline">
        ← {t('backToList')}
      </Link>
      <h2 id="contact-message-subject" className="mt-3 text-xl font-bold break-words">
        {m.subject}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONE[m.status]}>{t(`statuses.${m.status}`)}</Badge>
        {m.archived && <Badge tone="amber">{t('statuses.archived')}</Badge>}
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('from')}</dt>
        <dd className="break-all">
          {m.name} ·{' '}
          <a href={`mailto:${m.email}`} className="text-brand-700 underline">
            {m.email}
          </a>
        </dd>
        <dt className="font-semibold">{t('received')}</dt>
        <dd>{formatDateTime(m.createdAt, locale)} (UTC)</dd>
        <dt className="font-semibold">{t('language')}</dt>
        <dd>{language}</dd>
        {m.readAt && (
          <>
            <dt className="font-semibold">{t('readAt')}</dt>
            <dd>{formatDateTime(m.readAt, locale)} (UTC)</dd>
          </>
        )}
        {m.userId && (
          <>
            <dt className="font-semibold">{t('account')}</dt>
            <dd>
              <Link
                href={{ pathname: '/admin/management/users/[userId]', params: { userId: m.userId } }}
                className="text-brand-700 underline"
              >
                {t('openAccount')}
              </Link>
            </dd>
          </>
        )}
      </dl>
      <h3 className="mt-6 font-bold">{t('messageHeading')}</h3>
      <p
        className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm whitespace-pre-wrap break-words"
        data-testid="contact-message-text"
      >
        {m.message}
      </p>
      <section aria-labelledby="contact-answer" className="mt-6">
        <h3 id="contact-answer" className="font-bold">
          {t('answerHeading')}
        </h3>
        {m.answer ? (
          <div className="mt-2 text-sm" data-testid="contact-answer">
            <p className="text-slate-600">
              {t('answeredBy', {
                name: m.answeredBy ?? t('someone'),
                date: `${formatDateTime(m.answeredAt, locale)} (UTC)`,
              })}
            </p>
            <p className="mt-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 whitespace-pre-wrap break-words">
              {m.answer}
            </p>
          </div>
        ) : (
          <div className="mt-2">
            <ContactIntl namespace="contactAdmin">
              <ContactAnswerForm id={m.id} email={m.email} language={language} />
            </ContactIntl>
          </div>
        )}
      </section>
      <div className="mt-6 border-t border-slate-200 pt-4">
        <ContactIntl namespace="contactAdmin">
          <ContactArchiveButton id={m.id} archived={m.archived} />
        </ContactIntl>
      </div>
    </article>
  );
}
