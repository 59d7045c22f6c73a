'use client';
/**
 * Applying to a job from its page (issue 15 §2; dashboard-and-operations §4 "A job can be
 * applied to once and not after expiry", §5 "Applying to a job needs a phone number and a
 * LinkedIn link in the profile", §6 "Visitor: cannot … apply", §8 messages).
 *
 * - A visitor's Apply opens the sign-in dialog: 'You have to login to send a message / apply.',
 *   with Sign in / Register links that come back to the job (`redirectUrl`).
 * - A signed-in user's Apply opens a dialog with a cover note (required, ≤ 5,000 characters) and a
 *   note that the profile's CV, phone and LinkedIn link go with it; it posts
 *   `POST /apiJob/JobApply/Post`. A 400 'job.profile_incomplete' names the missing phone and/or
 *   LinkedIn link (the answer's `data.fields`) with a link to the profile where they are edited;
 *   409 ('applied once', 'expired') and other messages show as the server sent them.
 * - On success the dialog closes, a toast confirms, and the button gives way to
 *   "You applied on {date} · Status: Applied" (focus moves there); the page is refreshed.
 * - Already applied (`application` given): no button, the date and status shown.
 *
 * Props: `jobId`, `jobTitle`; `isSignedIn`; `returnTo` — the job page's localized path;
 * `application` — the viewer's application (`createdAt` ISO, `statusName`) or null;
 * `appliedStatusName` — the name of the first status, shown after a new application.
 * Needs the `jobs` messages (./apply-messages.tsx).
 */
import { useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { z } from 'zod';
import { Link, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { quietApi } from '@/ui/api/client';
import { LoginDialog } from '@/ui/dialogs/login-dialog';
import { Dialog } from '@/ui/primitives/dialog';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { useHydrated } from '@/ui/use-hydrated';

const BUTTON =
  'inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70';

/** The cover note: the API's rule (required, at most 5,000 characters). */
const applySchema = z.object({
  coverNote: z.string().trim().min(1, 'validation.required').max(5000),
});

export function ApplyToJob({
  jobId,
  jobTitle,
  isSignedIn,
  returnTo,
  application,
  appliedStatusName,
}: {
  jobId: number;
  jobTitle: string;
  isSignedIn: boolean;
  returnTo: string;
  application: { createdAt: string; statusName: string } | null;
  appliedStatusName: string;
}) {
  const t = useTranslations('jobs.apply');
  const te = useTranslations('errors');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [justApplied, setJustApplied] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const shown =
    application ?? (justApplied ? { createdAt: justApplied, statusName: appliedStatusName } : null);

  const statusLine = shown && (
    <p
      ref={status}
      tabIndex={-1}
      data-testid="job-application-status"
      className="rounded-lg bg-emerald-50 px-4 py-2.5 text-sm text-emerald-900"
    >
      {t('appliedOn', { date: formatDate(shown.createdAt, locale) })}{' '}
      <span className="font-semibold">{t('status', { status: shown.statusName })}</span>
    </p>
  );
  const trigger = (
    // Disabled until React has hydrated the page: a click before then would open nothing.
    <button type="button" disabled={!hydrated} className={BUTTON} data-testid="job-apply-button">
      {t('button')}
    </button>
  );
  // One shape for every state, so the status line keeps its element (and focus) when the
  // refreshed page brings the application from the server.
  return (
    <>
      {statusLine}
      {application ? null : !isSignedIn ? (
        <LoginDialog
          open={open}
          onOpenChange={setOpen}
          returnTo={returnTo}
          reason={te('job.login_required')}
          trigger={trigger}
        />
      ) : (
        // Stays mounted after applying, so closing can hand the focus to the status line.
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={t('title', { title: jobTitle })}
          description={t('description')}
          trigger={justApplied ? undefined : trigger}
          testId="job-apply-dialog"
          finalFocus={() => status.current}
        >
          {open && (
            <ApplyForm
              jobId={jobId}
              onApplied={() => {
                setJustApplied(new Date().toISOString());
                setOpen(false);
                router.refresh();
              }}
            />
          )}
        </Dialog>
      )}
    </>
  );
}

/** The cover note form of the dialog; `onApplied` after the API accepted the application. */
function ApplyForm({ jobId, onApplied }: { jobId: number; onApplied: () => void }) {
  const t = useTranslations('jobs.apply');
  const form = useZodForm(applySchema, { coverNote: '' });
  const [missing, setMissing] = useState<string[]>([]);
  return (
    <ZodForm
      form={form}
      testId="job-apply-form"
      onSubmit={async (values) => {
        setMissing([]);
        const { error, response } = await quietApi.POST('/apiJob/JobApply/Post', {
          body: { jobId, coverNote: values.coverNote },
        });
        if (response.ok) {
          onApplied();
          return { ok: true, message: t('success') };
        }
        if (error?.status.value === 'job.profile_incomplete') {
          // The answer names each missing profile field (phone, linkedin) with its message.
          setMissing(Object.values(error.data?.fields ?? {}));
          return { ok: false, message: error.message ?? undefined };
        }
        return { ok: false, error };
      }}
    >
      <Field name="coverNote" label={t('coverNote')} required hint={t('coverNoteHint')}>
        {(control) => <textarea {...control} rows={6} maxLength={5000} />}
      </Field>
      <p className="text-sm text-slate-700">{t('cvNote')}</p>
      {missing.length > 0 && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">{t('missingTitle')}</p>
          <ul className="mt-1 list-disc pl-5" data-testid="job-apply-missing">
            {missing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <Link href="/profile" className="mt-2 inline-block font-semibold underline">
            {t('editProfile')}
          </Link>
        </div>
      )}
      <FormSubmit busyLabel={t('sending')}>{t('submit')}</FormSubmit>
    </ZodForm>
  );
}
