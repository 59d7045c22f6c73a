/**
 * The rows of the seven Management lists (D §7 Management; issue 17 §1 "Management lists"): one
 * zod object per list, whose keys in order are the list's `fieldNames` (the API's keys; screens
 * map them to EN/TR labels) and the header row of its Excel file. Times are UTC ISO-8601 texts
 * (keys ending in `At`, written as date cells in the files).
 */
import { z } from '@hono/zod-openapi';
import { downloadRow } from '@/modules/reports/admin-api-schemas';

const time = () => z.string().describe('UTC ISO-8601');

export const startupListRow = z
  .object({
    id: z.number().int(),
    name: z.string(),
    seoUrl: z.string(),
    source: z
      .string()
      .describe('Where the startup came from (`user`, `yc`, `generated` sample data, `import`)'),
    isVisible: z.boolean(),
    hiddenByAdmin: z.boolean(),
    hiddenReason: z.string().nullable(),
    createdAt: time(),
    ownerEmail: z.string().nullable().describe('The first holder of FULL_ACCESS on the startup'),
  })
  .openapi('StartupListRow');

export const programApplicantListRow = z
  .object({
    id: z.number().int(),
    programName: z.string(),
    startupName: z.string(),
    applicantEmail: z.string().nullable(),
    status: z.enum(['inspecting', 'approved', 'declined']).describe('The public result'),
    privateStatus: z.string().nullable(),
    averageScore: z
      .number()
      .nullable()
      .describe('Mean weighted jury total, 0–10, of the counted reviews (2 decimals); null before any'),
    appliedAt: time(),
  })
  .openapi('ProgramApplicantListRow');

export const userListRow = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    verified: z.boolean(),
    locked: z.boolean(),
    createdAt: time(),
    lastSignInAt: time().nullable().describe('The newest session still stored (sign-outs remove theirs)'),
    packages: z.string().describe('Active package keys, comma separated'),
  })
  .openapi('UserListRow');

/** As report management answers it (issue 16), unchanged. */
export const reportDownloadersListRow = downloadRow;

export const spammersListRow = z
  .object({
    subject: z.string().describe('The user id, else the e-mail, else the hashed client address'),
    subjectKind: z.enum(['user', 'email', 'client']),
    userId: z.string().nullable(),
    email: z.string().nullable(),
    bannedWord: z.number().int(),
    bannedMail: z.number().int(),
    disposableMail: z.number().int(),
    rateLimit: z.number().int(),
    captcha: z.number().int(),
    total: z.number().int(),
    lastEventAt: time(),
    userLocked: z.boolean().nullable().describe('Null when the subject is not a user'),
  })
  .openapi('SpammersListRow');

export const errorLogsRow = z
  .object({
    id: z.number().int(),
    createdAt: time(),
    requestId: z.string().describe('The id the user saw (API message, page "Error id")'),
    origin: z.enum(['api', 'page', 'job']),
    method: z.string(),
    route: z.string(),
    status: z.number().int(),
    viewerUserId: z.string().nullable(),
    viewerEmail: z.string().nullable(),
    message: z.string(),
    stack: z.string(),
  })
  .openapi('ErrorLogsRow');

export const emailListRow = z
  .object({
    id: z.number().int(),
    createdAt: time(),
    kind: z.string(),
    recipient: z.string(),
    subject: z.string(),
    status: z.enum(['sent', 'outbox', 'dropped', 'failed']),
    error: z.string().nullable(),
  })
  .openapi('EmailListRow');

export type StartupListRow = z.infer<typeof startupListRow>;
export type ProgramApplicantListRow = z.infer<typeof programApplicantListRow>;
export type UserListRow = z.infer<typeof userListRow>;
export type ReportDownloadersListRow = z.infer<typeof reportDownloadersListRow>;
export type SpammersListRow = z.infer<typeof spammersListRow>;
export type ErrorLogsRow = z.infer<typeof errorLogsRow>;
export type EmailListRow = z.infer<typeof emailListRow>;

/** Every list's row schema, by the list's name in the spec's path. */
export const MANAGEMENT_ROWS = {
  StartupList: startupListRow,
  ProgramApplicantList: programApplicantListRow,
  UserList: userListRow,
  ReportDownloadersList: reportDownloadersListRow,
  SpammersList: spammersListRow,
  ErrorLogs: errorLogsRow,
  EmailList: emailListRow,
} as const;

export type ManagementListName = keyof typeof MANAGEMENT_ROWS;

/** The list names in the spec's order (D §7). */
export const MANAGEMENT_LIST_NAMES = Object.keys(MANAGEMENT_ROWS) as ManagementListName[];

/** The `fieldNames` of a list: its row's keys in column order. */
export function fieldNamesOf(name: ManagementListName): string[] {
  return Object.keys(MANAGEMENT_ROWS[name].shape);
}
