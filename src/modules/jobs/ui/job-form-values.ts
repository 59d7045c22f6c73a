/**
 * The job form's values and the API body made from them (dashboard-and-operations §3 "Job",
 * §7 Job/Post and Job/Put). Pure: no React, no database, so the form and its unit test share it.
 *
 * The form keeps what the user typed as text (numbers with a comma or a dot, ids of selects as
 * strings) and lists of ids for the multi-selects. The D §5 rules themselves are the server's
 * (`jobProblems` in ../job-rules.ts): the body carries every field, empty ones as null, so one answer
 * names every broken rule at once. The browser only refuses what it cannot send: text in a
 * number field.
 */
import type { JobDetail } from '../jobs';
import type { paths } from '@/ui/api/schema';

/** A job's fields as the form holds them. */
export interface JobFormValues {
  startupId: string;
  title: string;
  countryId: string;
  cityId: string;
  payPlanId: string;
  professionId: string;
  employmentTypeId: string;
  workingPlanIds: number[];
  technicalSkillIds: number[];
  socialSkillIds: number[];
  minWage: string;
  minWageCurrency: string;
  maxWage: string;
  maxWageCurrency: string;
  minShare: string;
  maxShare: string;
  /** UTC `YYYY-MM-DD` (an `<input type="date">` value). */
  publishedOn: string;
  expiresOn: string;
  description: string;
  responsibilities: string;
  requirements: string;
}

/** The fields of a saved job the form starts from (`getJob`'s answer). */
export type SavedJobFields = Pick<
  JobDetail,
  | 'title'
  | 'countryId'
  | 'cityId'
  | 'payPlanId'
  | 'professionId'
  | 'employmentTypeId'
  | 'workingPlanIds'
  | 'technicalSkillIds'
  | 'socialSkillIds'
  | 'minWage'
  | 'minWageCurrency'
  | 'maxWage'
  | 'maxWageCurrency'
  | 'minShare'
  | 'maxShare'
  | 'publishedOn'
  | 'expiresOn'
  | 'description'
  | 'responsibilities'
  | 'requirements'
> & { startup: { id: number } };

/** The number fields of the form (typed as text). */
export const NUMBER_FIELDS = ['minWage', 'maxWage', 'minShare', 'maxShare'] as const;

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
/** A select's value as an id; null when nothing is chosen (`''`, or null after a reset). */
const idOf = (v: string | null | undefined) => (v ? Number(v) : null);
const trimmedOrNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * The form's starting values: the saved job's, or for a new job the given startup (may be
 * null) and today's date (`today`, UTC `YYYY-MM-DD`) as the publication date.
 */
export function jobFormValues(
  job: SavedJobFields | null,
  defaults: { startupId: number | null; today: string },
): JobFormValues {
  return {
    startupId: text(job ? job.startup.id : defaults.startupId),
    title: text(job?.title),
    countryId: text(job?.countryId),
    cityId: text(job?.cityId),
    payPlanId: text(job?.payPlanId),
    professionId: text(job?.professionId),
    employmentTypeId: text(job?.employmentTypeId),
    workingPlanIds: job?.workingPlanIds ?? [],
    technicalSkillIds: job?.technicalSkillIds ?? [],
    socialSkillIds: job?.socialSkillIds ?? [],
    minWage: text(job?.minWage),
    minWageCurrency: text(job?.minWageCurrency),
    maxWage: text(job?.maxWage),
    maxWageCurrency: text(job?.maxWageCurrency),
    minShare: text(job?.minShare),
    maxShare: text(job?.maxShare),
    publishedOn: job ? job.publishedOn : defaults.today,
    expiresOn: text(job?.expiresOn),
    description: text(job?.description),
    responsibilities: text(job?.responsibilities),
    requirements: text(job?.requirements),
  };
}

/**
 * A typed amount as a number: spaces dropped, a decimal comma read as a dot (`1 500,5` → 1500.5);
 * null when empty; NaN when it is not a number.
 */
export function parseAmount(value: string | null | undefined): number | null {
  const s = (value ?? '').replace(/\s/g, '');
  if (s === '') return null;
  const normalized = s.replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** The number fields holding text that is not a number (the browser refuses to send those). */
export function unreadableNumbers(values: JobFormValues): Array<(typeof NUMBER_FIELDS)[number]> {
  return NUMBER_FIELDS.filter((key) => Number.isNaN(parseAmount(values[key])));
}

/** The body of Job/Post and Job/Put (without `id`): every field, empty ones null (the generated API type). */
export type JobBody = paths['/apiJob/Job/Post']['post']['requestBody']['content']['application/json'];

/**
 * The body of Job/Post (`withStartup`: the chosen startup, left out when none is chosen, since
 * the API takes a positive id or nothing) or Job/Put (a job's startup cannot change): ids and
 * amounts as numbers, empty fields null, texts trimmed. Call only when {@link unreadableNumbers}
 * is empty.
 */
export function jobBodyOf(values: JobFormValues, { withStartup }: { withStartup: boolean }): JobBody {
  const startupId = idOf(values.startupId);
  return {
    ...(withStartup && startupId !== null ? { startupId } : {}),
    title: trimmedOrNull(values.title),
    countryId: idOf(values.countryId),
    cityId: idOf(values.cityId),
    payPlanId: idOf(values.payPlanId),
    professionId: idOf(values.professionId),
    employmentTypeId: idOf(values.employmentTypeId),
    workingPlanIds: values.workingPlanIds,
    technicalSkillIds: values.technicalSkillIds,
    socialSkillIds: values.socialSkillIds,
    minWage: parseAmount(values.minWage),
    minWageCurrency: values.minWageCurrency || null,
    maxWage: parseAmount(values.maxWage),
    maxWageCurrency: values.maxWageCurrency || null,
    minShare: parseAmount(values.minShare),
    maxShare: parseAmount(values.maxShare),
    publishedOn: values.publishedOn || null,
    expiresOn: values.expiresOn || null,
    description: trimmedOrNull(values.description),
    responsibilities: trimmedOrNull(values.responsibilities),
    requirements: trimmedOrNull(values.requirements),
  };
}
