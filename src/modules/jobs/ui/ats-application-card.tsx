/**
 * One application on /dashboard/job-applications (issue 15 §2; dashboard-and-operations §3 "Job
 * application": applicant, status, date, cover note, phone number): the applicant's name
 * (linking to their talent page), title and city, the date, phone, LinkedIn and CV links, the
 * cover note as plain text, the status — a control for managers, a badge for the rest of the
 * team — and a link to message the applicant. `compact` (the pipeline's cards) folds the cover
 * note away. Server component.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import type { ReceivedApplication } from '../applications';
import { AtsStatusBadge } from './ats-status-badge';
import { atsCardId } from './ats-columns';
import { AtsStatusControl } from './ats-status-control';

/** A stored E.164 number for reading (`+90 532 123 45 67`); as stored when it does not parse. */
function readablePhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/** `url` when it is a web link (http, https) or a path of this site; otherwise null (never a `javascript:` link). */
function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}

/** One application's card (`#ats-card-{id}`); see the file comment. */
export function AtsApplicationCard({
  application: a,
  cityName,
  statuses,
  canManage,
  canMessage,
  compact = false,
  headingLevel = 3,
}: {
  application: ReceivedApplication;
  cityName: string | null;
  /** Every status in list order with its name in the viewer's language. */
  statuses: Array<{ id: number; name: string }>;
  canManage: boolean;
  /** False for the viewer's own application (nobody messages themselves). */
  canMessage: boolean;
  compact?: boolean;
  /** 2 in the list (under the page's h1), 3 in the pipeline (under a column's h2). */
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations('jobDashboard');
  const locale = useLocale() as Locale;
  const name = `${a.applicant.name} ${a.applicant.surname}`.trim();
  const headingId = `${atsCardId(a.id)}-name`;
  const linkedin = safeHref(a.linkedin);
  const cv = safeHref(a.cvUrl);
  const statusName = statuses.find((s) => s.id === a.statusId)?.name ?? '';
  const link = 'font-semibold text-brand-700 underline';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      id={atsCardId(a.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="job-application"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="min-w-0 break-words font-bold">
          {a.applicant.seoUrl && a.applicant.listed ? (
            <Link
              href={{ pathname: '/talent/[seoUrl]', params: { seoUrl: a.applicant.seoUrl } }}
              className="underline"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </Heading>
        <AtsStatusBadge statusId={a.statusId} name={statusName} />
      </div>
      {(a.applicant.title || cityName) && (
        <p className="break-words text-sm text-slate-600">
          {[a.applicant.title, cityName].filter(Boolean).join(' · ')}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">
        {t('appliedOn', { date: formatDate(a.createdAt, locale) })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li>
          <span className="text-slate-600">{t('phone')}: </span>
          <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`} className="underline">
            {readablePhone(a.phone)}
          </a>
        </li>
        {linkedin && (
          <li>
            <a
              href={linkedin}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
              aria-label={`${t('linkedinOf', { name })} ${t('newTab')}`}
            >
              {t('linkedin')}
            </a>
          </li>
        )}
        {cv && (
          <li>
            <a
              href={cv}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
              aria-label={`${t('cvOf', { name })} ${t('newTab')}`}
            >
              {t('cv')}
            </a>
          </li>
        )}
        {canMessage && a.applicant.seoUrl && (
          <li>
            <Link
              href={{
                pathname: '/dashboard/message-detail/[otherUserSeoUrl]',
                params: { otherUserSeoUrl: a.applicant.seoUrl },
              }}
              className={link}
              aria-label={t('messageTo', { name })}
            >
              {t('message')}
            </Link>
          </li>
        )}
      </ul>
      {compact ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-700">{t('coverNote')}</summary>
          <p className="mt-1 whitespace-pre-line break-words">{a.coverNote}</p>
        </details>
      ) : (
        <div className="mt-2 text-sm">
          <p className="font-semibold">{t('coverNote')}</p>
          <p className="mt-1 whitespace-pre-line break-words">{a.coverNote}</p>
        </div>
      )}
      {canManage && (
        <AtsStatusControl
          applicationId={a.id}
          applicantName={name}
          statusId={a.statusId}
          statuses={statuses}
        />
      )}
    </article>
  );
}
