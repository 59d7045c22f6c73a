/**
 * The kinds of notice (issue 15 §4) and their text in English and Turkish: the title (also the
 * e-mail's subject), one sentence, and the page it leads to. `data` is what the notice stored.
 */
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';

export const NOTIFICATION_KINDS = [
  'job_application_received',
  'job_application_status',
  'program_application_result',
  'team_invitation',
  'message',
  'export_ready',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What a user may turn e-mail on or off for: each notice kind (on unless turned off) and the
 * daily digest of unread notices (off unless turned on; ./digest.ts).
 */
export const EMAIL_KINDS = [...NOTIFICATION_KINDS, 'daily_digest'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
/** The e-mail kinds a user gets only after turning them on. */
export const EMAIL_KINDS_OFF_BY_DEFAULT: readonly EmailKind[] = ['daily_digest'];

type Data = Record<string, string | number | null>;
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const TEXT: Record<NotificationKind, Record<Locale, (d: Data) => { title: string; body: string }>> = {
  job_application_received: {
    en: (d) => ({
      title: `New application: ${s(d.jobTitle)}`,
      body: `${s(d.applicantName)} applied to your job “${s(d.jobTitle)}”.`,
    }),
    tr: (d) => ({
      title: `Yeni başvuru: ${s(d.jobTitle)}`,
      body: `${s(d.applicantName)}, “${s(d.jobTitle)}” ilanınıza başvurdu.`,
    }),
  },
  job_application_status: {
    en: (d) => ({
      title: `Your application: ${s(d.statusEn)}`,
      body: `Your application to “${s(d.jobTitle)}” is now: ${s(d.statusEn)}.`,
    }),
    tr: (d) => ({
      title: `Başvurunuz: ${s(d.statusTr)}`,
      body: `“${s(d.jobTitle)}” ilanına yaptığınız başvurunun durumu: ${s(d.statusTr)}.`,
    }),
  },
  program_application_result: {
    en: (d) => ({
      title: `Program application: ${s(d.resultEn)}`,
      body: `The result of ${s(d.startupName)}’s application to “${s(d.programName)}”: ${s(d.resultEn)}.`,
    }),
    tr: (d) => ({
      title: `Program başvurusu: ${s(d.resultTr)}`,
      body: `${s(d.startupName)} girişiminin “${s(d.programName)}” programına başvurusunun sonucu: ${s(d.resultTr)}.`,
    }),
  },
  team_invitation: {
    en: (d) => ({
      title: `Team invitation: ${s(d.startupName)}`,
      body: `${s(d.inviterName)} invited you to the team of ${s(d.startupName)}.`,
    }),
    tr: (d) => ({
      title: `Ekip daveti: ${s(d.startupName)}`,
      body: `${s(d.inviterName)} sizi ${s(d.startupName)} ekibine davet etti.`,
    }),
  },
  export_ready: {
    en: (d) => ({
      title: 'Your startup export is ready',
      body: `Your export of ${s(d.rows)} startups is ready to download for 30 days.`,
    }),
    tr: (d) => ({
      title: 'Girişim dışa aktarımınız hazır',
      body: `${s(d.rows)} girişimlik dışa aktarımınız 30 gün boyunca indirilebilir.`,
    }),
  },
  message: {
    en: (d) => ({
      title: `New message from ${s(d.senderName)}`,
      body: `${s(d.senderName)} sent you a message you have not read yet.`,
    }),
    tr: (d) => ({
      title: `${s(d.senderName)} size mesaj gönderdi`,
      body: `${s(d.senderName)} size henüz okumadığınız bir mesaj gönderdi.`,
    }),
  },
};

/** The page a notice leads to, in `locale`. */
function pathOf(kind: NotificationKind, d: Data, locale: Locale): string {
  switch (kind) {
    case 'job_application_received':
      return localizedPath('/dashboard/job-applications', locale, {}, { jobId: s(d.jobId) });
    case 'job_application_status':
      return localizedPath('/dashboard/applications', locale);
    case 'program_application_result':
      return localizedPath('/dashboard/my-program-applications', locale);
    case 'team_invitation':
      return localizedPath('/profile/invitations', locale);
    case 'export_ready':
      return localizedPath('/dashboard/exports', locale);
    case 'message':
      return localizedPath('/dashboard/message-detail/[otherUserSeoUrl]', locale, {
        otherUserSeoUrl: s(d.senderSeoUrl),
      });
  }
}

/** The notice's title, sentence and page path in `locale`. */
export function renderNotice(
  kind: NotificationKind,
  data: Data,
  locale: Locale,
): { title: string; body: string; path: string } {
  const text = (TEXT[kind] ?? TEXT.message)[locale](data);
  return { ...text, path: pathOf(kind, data, locale) };
}
