'use client';
/**
 * Create or edit a job (issue 15 §2; dashboard-and-operations §2 /dashboard/add-job, §3 "Job",
 * §5 "Job" rules, §7 Job/Post and Job/Put) on react-hook-form (issue 13 §4).
 *
 * The whole job is sent at once; the server checks every D §5 rule (./job-form-field.tsx says
 * why the browser does not) and its answer's `data.fields` land beside their fields in the
 * viewer's language, the first one in the form's order taking the focus, with the answer's
 * message in an alert above the button. Saved: a toast and /dashboard/jobs.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { quietApi } from '@/ui/api/client';
import { fieldErrorsOf, messageOf } from '@/ui/api/failure';
import { FormMessage } from '@/ui/form';
import { HookForm } from '@/ui/form-kit';
import { applyServerErrors, useClearOnChange, useRowForm } from '@/ui/row-form';
import { toast } from '@/ui/primitives/toast';
import { useCities } from '@/ui/use-cities';
import { CURRENCY_CODES } from '@/lib/format';
import { JobField, type JobFieldOption } from './job-form-field';
import {
  jobBodyOf,
  jobFormValues,
  unreadableNumbers,
  type JobFormValues,
  type SavedJobFields,
} from './job-form-values';

/** The choices of the form's selects, in the viewer's language. */
export interface JobFormOptions {
  countries: JobFieldOption[];
  payPlans: JobFieldOption[];
  professions: JobFieldOption[];
  employmentTypes: JobFieldOption[];
  workingPlans: JobFieldOption[];
  technicalSkills: JobFieldOption[];
  socialSkills: JobFieldOption[];
}

/** The form's fields top to bottom: the server's errors are set (and the first focused) in this order. */
const FIELD_ORDER: Array<keyof JobFormValues> = [
  'startupId',
  'title',
  'professionId',
  'employmentTypeId',
  'countryId',
  'cityId',
  'workingPlanIds',
  'technicalSkillIds',
  'socialSkillIds',
  'payPlanId',
  'minWage',
  'minWageCurrency',
  'maxWage',
  'maxWageCurrency',
  'minShare',
  'maxShare',
  'publishedOn',
  'expiresOn',
  'description',
  'responsibilities',
  'requirements',
];

/** The API's error envelope with its field errors in the form's order (unknown ones last). */
function inFormOrder(error: unknown): unknown {
  const fields = fieldErrorsOf(error);
  const rank = (key: string) => {
    const i = FIELD_ORDER.indexOf(key as keyof JobFormValues);
    return i < 0 ? FIELD_ORDER.length : i;
  };
  const sorted = Object.keys(fields).sort((a, b) => rank(a) - rank(b));
  return {
    ...(typeof error === 'object' && error !== null ? error : {}),
    data: { fields: Object.fromEntries(sorted.map((key) => [key, fields[key]])) },
  };
}

/** The job form; see the file comment. Props: the job to edit (or null), the startups and choices. */
export function JobForm({
  job,
  startups,
  initialStartupId,
  today,
  options,
}: {
  /** The job being edited, or null to create one. */
  job: (SavedJobFields & { id: number; startup: { id: number; name: string } }) | null;
  /** The startups the viewer may post jobs for (WRITE), for a new job. */
  startups: Array<{ id: number; name: string; isVisible: boolean }>;
  /** The startup chosen at first for a new job (the page's `startupId`, or the only one). */
  initialStartupId: number | null;
  /** Today, UTC `YYYY-MM-DD`: a new job's publication date. */
  today: string;
  options: JobFormOptions;
}) {
  const t = useTranslations('jobDashboard');
  const tu = useTranslations('ui');
  const te = useTranslations('errors');
  const router = useRouter();
  const form = useRowForm<JobFormValues>(jobFormValues(job, { startupId: initialStartupId, today }));
  const [message, setMessage] = useState<string | null>(null);
  // Saved and on the way to the list: the button stays off (no second job from a double click).
  const [leaving, setLeaving] = useState(false);
  const busy = form.formState.isSubmitting || leaving;
  useClearOnChange(form, 'countryId', 'cityId');
  const countryId = Number(form.watch('countryId')) || undefined;
  const cities = useCities(countryId);
  const label = (key: keyof JobFormValues) => t(`fields.${key}`);
  const currencies = CURRENCY_CODES.map((code) => ({ id: code, name: code }));

  const save = async (values: JobFormValues) => {
    setMessage(null);
    const unreadable = unreadableNumbers(values);
    if (unreadable.length) {
      unreadable.forEach((key, i) =>
        form.setError(key, { type: 'client', message: tu('form.invalid') }, { shouldFocus: i === 0 }),
      );
      setMessage(te('generic.invalid_input'));
      return;
    }
    // The form shows a refusal itself (fields and alert): no notice.
    const res = job
      ? await quietApi.PUT('/apiJob/Job/Put', {
          body: { id: job.id, ...jobBodyOf(values, { withStartup: false }) },
        })
      : await quietApi.POST('/apiJob/Job/Post', { body: jobBodyOf(values, { withStartup: true }) });
    if (res.response.ok) {
      setLeaving(true);
      toast.success(job ? t('saved') : t('created'));
      router.push('/dashboard/jobs');
      return;
    }
    const rest = applyServerErrors(form, inFormOrder(res.error), t('failed'));
    setMessage(rest ?? messageOf(res.error) ?? t('failed'));
  };

  const section = 'space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
  const grid = 'grid gap-4 sm:grid-cols-2';
  return (
    <HookForm form={form} onValid={save} testId="job-form" className="space-y-6">
      <p className="text-xs text-slate-600">
        <span aria-hidden="true" className="font-semibold text-red-700">
          *{' '}
        </span>
        {tu('form.requiredNote')}
      </p>
      <section className={section} aria-labelledby="job-section-job">
        <h2 id="job-section-job" className="text-lg font-bold">
          {t('sections.job')}
        </h2>
        <div className={grid}>
          {job ? (
            <p className="text-sm sm:col-span-full">
              <span className="font-medium">{label('startupId')}:</span> <strong>{job.startup.name}</strong>
              <span className="block text-xs text-slate-600">{t('startupFixed')}</span>
            </p>
          ) : (
            <JobField
              name="startupId"
              label={label('startupId')}
              kind="select"
              required
              placeholder={t('choose')}
              options={startups.map((s) => ({
                id: s.id,
                name: s.isVisible ? s.name : t('startupHidden', { name: s.name }),
              }))}
            />
          )}
          <JobField name="title" label={label('title')} required />
          <JobField
            name="professionId"
            label={label('professionId')}
            kind="select"
            required
            placeholder={t('choose')}
            options={options.professions}
          />
          <JobField
            name="employmentTypeId"
            label={label('employmentTypeId')}
            kind="select"
            placeholder={t('choose')}
            options={options.employmentTypes}
          />
        </div>
      </section>

      <section className={section} aria-labelledby="job-section-place">
        <h2 id="job-section-place" className="text-lg font-bold">
          {t('sections.place')}
        </h2>
        <div className={grid}>
          <JobField
            name="countryId"
            label={label('countryId')}
            kind="select"
            required
            placeholder={t('choose')}
            options={options.countries}
          />
          <JobField
            name="cityId"
            label={label('cityId')}
            kind="select"
            required
            placeholder={t('choose')}
            options={cities}
            hint={countryId ? undefined : t('hints.city')}
          />
          <JobField
            name="workingPlanIds"
            label={label('workingPlanIds')}
            kind="multi"
            options={options.workingPlans}
            hint={t('hints.workingPlans')}
          />
          <div className="hidden sm:block" aria-hidden="true" />
          <JobField
            name="technicalSkillIds"
            label={label('technicalSkillIds')}
            kind="multi"
            options={options.technicalSkills}
            hint={t('hints.skills')}
          />
          <JobField
            name="socialSkillIds"
            label={label('socialSkillIds')}
            kind="multi"
            options={options.socialSkills}
          />
        </div>
      </section>

      <section className={section} aria-labelledby="job-section-pay">
        <h2 id="job-section-pay" className="text-lg font-bold">
          {t('sections.pay')}
        </h2>
        <p className="text-sm text-slate-600">{t('hints.wage')}</p>
        <div className={grid}>
          <JobField
            name="payPlanId"
            label={label('payPlanId')}
            kind="select"
            required
            wide
            placeholder={t('choose')}
            options={options.payPlans}
          />
          <JobField name="minWage" label={label('minWage')} kind="number" />
          <JobField
            name="minWageCurrency"
            label={label('minWageCurrency')}
            kind="select"
            options={currencies}
          />
          <JobField name="maxWage" label={label('maxWage')} kind="number" />
          <JobField
            name="maxWageCurrency"
            label={label('maxWageCurrency')}
            kind="select"
            options={currencies}
          />
          <JobField name="minShare" label={label('minShare')} kind="number" hint={t('hints.share')} />
          <JobField name="maxShare" label={label('maxShare')} kind="number" />
        </div>
      </section>

      <section className={section} aria-labelledby="job-section-dates">
        <h2 id="job-section-dates" className="text-lg font-bold">
          {t('sections.dates')}
        </h2>
        <p className="text-sm text-slate-600">{t('hints.dates')}</p>
        <div className={grid}>
          <JobField name="publishedOn" label={label('publishedOn')} kind="date" required />
          <JobField name="expiresOn" label={label('expiresOn')} kind="date" required />
        </div>
      </section>

      <section className={section} aria-labelledby="job-section-details">
        <h2 id="job-section-details" className="text-lg font-bold">
          {t('sections.details')}
        </h2>
        <div className={grid}>
          <JobField name="description" label={label('description')} kind="textarea" required />
          <JobField name="responsibilities" label={label('responsibilities')} kind="textarea" />
          <JobField name="requirements" label={label('requirements')} kind="textarea" />
        </div>
      </section>

      {message && <FormMessage kind="alert">{message}</FormMessage>}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300 sm:w-auto"
      >
        {busy ? t('working') : job ? t('save') : t('publish')}
      </button>
    </HookForm>
  );
}
