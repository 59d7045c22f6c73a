/**
 * The role table of tests/integration/admin-role-table.test.ts as data: every admin operation
 * (`METHOD /template` of the OpenAPI document) and the role that may call it, as spec D§6 and
 * P§6 "Roles and permissions" give them; and the operations whose documentation names admins but
 * which entity holders call too. A new admin operation needs a row here, else that test fails.
 */

export const ROLES = ['visitor', 'user', 'reportAdmin', 'sourceAdmin', 'superAdmin'] as const;
export type Role = (typeof ROLES)[number];
/** Who may call an operation (the roles of src/modules/admin/menu.ts, spelled out here on purpose). */
export type Audience = 'super' | 'admin' | 'reports';
export const ALLOWED: Record<Audience, readonly Role[]> = {
  super: ['superAdmin'],
  admin: ['sourceAdmin', 'superAdmin'],
  reports: ['reportAdmin', 'superAdmin'],
};

/** What a row's body may use: the test's accounts and values. */
export interface RowContext {
  /** The account the package grant row gives a package to (none of the five roles'). */
  targetUserId: string;
  /** A valid premium settings body (the defaults). */
  premiumSettings: unknown;
}

/** Who may call one operation, and the body to call it with. */
export interface Row {
  who: Audience;
  /** A JSON body; a route that validates before its guard needs a valid one (default `{}`). */
  body?: (ctx: RowContext) => unknown;
}
const S: Row = { who: 'super' };
const A: Row = { who: 'admin' };
const R: Row = { who: 'reports' };

/** Every admin operation, `METHOD /template`, and who may call it (D§6). */
export const TABLE: Record<string, Row> = {
  // Premium and payments: "permission and premium management, premium settings" are the super
  // admin's (D§6); a source or report admin granting itself a package is the case this guards.
  'POST /api/v2/identity/packages/grant': {
    who: 'super',
    body: (ctx) => ({ userId: ctx.targetUserId, packageKey: 'business-yearly', months: 36 }),
  },
  'PUT /api/v2/premium/settings': { who: 'super', body: (ctx) => ctx.premiumSettings },
  'PUT /api/v2/payments/products/{id}/price': {
    who: 'super',
    body: () => ({ currency: 'USD', amountMinor: 1 }),
  },
  'GET /api/v2/payments/integrations': S,
  'PUT /api/v2/payments/integrations': { who: 'super', body: () => ({ USD: 'test', TRY: 'test' }) },
  'GET /api/v2/payments/test-provider/subscriptions': S,
  'POST /api/v2/payments/test-provider/subscriptions/{id}/{action}': S,
  // The admin home, roles, audit log, background jobs, data-add tool: super admins.
  'GET /api/v2/admin/overview': S,
  'GET /api/v2/admin/admins': S,
  'POST /api/v2/admin/admins': S,
  'GET /api/v2/admin/admins/sources': S,
  'DELETE /api/v2/admin/admins/{userId}/{entityId}': S,
  'GET /api/v2/admin/audit-log': S,
  'GET /api/v2/admin/audit-log/file': S,
  'GET /api/v2/admin/background-jobs': S,
  'POST /api/v2/admin/background-jobs/{queue}/{id}/retry': S,
  'GET /api/v2/admin/imports': S,
  'POST /api/v2/admin/imports': S,
  'GET /api/v2/admin/imports/{id}': S,
  'PUT /api/v2/admin/imports/{id}/mapping': S,
  'GET /api/v2/admin/imports/{id}/preview': S,
  'POST /api/v2/admin/imports/{id}/dry-run': S,
  'POST /api/v2/admin/imports/{id}/start': S,
  'POST /api/v2/admin/imports/{id}/cancel': S,
  'POST /api/v2/admin/imports/{id}/resume': S,
  'GET /api/v2/admin/imports/{id}/rows': S,
  'GET /api/v2/admin/imports/{id}/report': S,
  // Site content, types, banned words and mails, EU ecosystem: super admins.
  'GET /api/v2/admin/content': S,
  'POST /api/v2/admin/content/preview': S,
  'GET /api/v2/admin/content/{contentId}': S,
  'PUT /api/v2/admin/content/{contentId}': S,
  'GET /api/v2/admin/site/links': S,
  'POST /api/v2/admin/site/links': S,
  'PUT /api/v2/admin/site/links/{id}': S,
  'DELETE /api/v2/admin/site/links/{id}': S,
  'PATCH /api/v2/admin/site/links/{id}/active': S,
  'POST /api/v2/admin/site/links/{id}/move': S,
  'GET /api/v2/admin/site/contact': S,
  'PUT /api/v2/admin/site/contact': S,
  'GET /api/v2/admin/site/home': S,
  'PUT /api/v2/admin/site/home': S,
  'GET /api/v2/admin/site/logo': S,
  'POST /api/v2/admin/site/logo': S,
  'PUT /api/v2/admin/site/logo': S,
  'DELETE /api/v2/admin/site/logo': S,
  'GET /api/v2/admin/types/categories': S,
  'GET /api/v2/admin/types/categories/{id}/items': S,
  'POST /api/v2/admin/types/categories/{id}/items': S,
  'PUT /api/v2/admin/types/items/{id}': S,
  'DELETE /api/v2/admin/types/items/{id}': S,
  'PATCH /api/v2/admin/types/items/{id}/active': S,
  'POST /api/v2/admin/types/items/{id}/move': S,
  'GET /api/v2/admin/banned-words': S,
  'POST /api/v2/admin/banned-words': S,
  'DELETE /api/v2/admin/banned-words': S,
  'GET /api/v2/admin/banned-mails': S,
  'POST /api/v2/admin/banned-mails': S,
  'DELETE /api/v2/admin/banned-mails': S,
  'PUT /api/v2/admin/banned-mails/disposable': S,
  'GET /api/v2/admin/eu-organizations': S,
  'POST /api/v2/admin/eu-organizations': S,
  'POST /api/v2/admin/eu-organizations/approve': S,
  'POST /api/v2/admin/eu-organizations/import': S,
  'GET /api/v2/admin/eu-organizations/{id}': S,
  'PUT /api/v2/admin/eu-organizations/{id}': S,
  'DELETE /api/v2/admin/eu-organizations/{id}': S,
  // Management lists: startups, applicants and users for admins; report downloaders for the
  // reports role; spammers, errors and mails for super admins (D§6, D§7 Management).
  'GET /apiCommon/Management/StartupList': A,
  'GET /apiCommon/Management/StartupListFile': A,
  'GET /apiCommon/Management/ProgramApplicantList': A,
  'GET /apiCommon/Management/ProgramApplicantListFile': A,
  'GET /apiCommon/Management/UserList': A,
  'GET /apiCommon/Management/UserListFile': A,
  'GET /apiCommon/Management/ReportDownloadersList': R,
  'GET /apiCommon/Management/ReportDownloadersListFile': R,
  'GET /apiCommon/Management/SpammersList': S,
  'GET /apiCommon/Management/SpammersListFile': S,
  'GET /apiCommon/Management/ErrorLogs': S,
  'GET /apiCommon/Management/ErrorLogsFile': S,
  'GET /apiCommon/Management/EmailList': S,
  'GET /apiCommon/Management/EmailListFile': S,
  // "Admin: startup, ecosystem and contact-message management and user list; can delete
  // startups, providers, organizations, users" (D§6): source admins too.
  'GET /api/v2/admin/users': A,
  'GET /api/v2/admin/users/{userId}': A,
  'DELETE /api/v2/admin/users/{userId}': A,
  'POST /api/v2/admin/users/{userId}/lock': A,
  'POST /api/v2/admin/users/{userId}/unlock': A,
  'POST /api/v2/admin/users/{userId}/verify-email': A,
  'POST /api/v2/admin/users/{userId}/sign-out': A,
  'DELETE /apiCommon/User/Delete/{id}': A,
  'GET /api/v2/admin/startups': A,
  'POST /api/v2/admin/startups/hide': A,
  'POST /api/v2/admin/startups/show': A,
  'POST /api/v2/admin/startups/delete': A,
  'POST /apiCommon/Organizer/ApproveDelete/{approveDelete}/{id}': A,
  'POST /api/v2/admin/organizations/review': {
    who: 'admin',
    body: () => ({ ids: [987_654], decision: 'approve' }),
  },
  'GET /api/v2/admin/contact-messages': A,
  'GET /api/v2/admin/contact-messages/{id}': A,
  'POST /api/v2/admin/contact-messages/{id}/answer': A,
  'PUT /api/v2/admin/contact-messages/{id}/archive': A,
  // Reports submenu: "super admin or rapor-admin with FULL_ACCESS" (D§6); appointing report
  // admins is permission management, the super admin's.
  'GET /api/v2/reports/management/categories': R,
  'POST /api/v2/reports/management/categories': R,
  'GET /api/v2/reports/management/categories/{id}': R,
  'PUT /api/v2/reports/management/categories/{id}': R,
  'DELETE /api/v2/reports/management/categories/{id}': R,
  'POST /api/v2/reports/management/categories/{id}/photos': R,
  'DELETE /api/v2/reports/management/categories/{id}/photos': R,
  'GET /api/v2/reports/management/types': R,
  'POST /api/v2/reports/management/types': R,
  'PUT /api/v2/reports/management/types/{id}': R,
  'DELETE /api/v2/reports/management/types/{id}': R,
  'GET /api/v2/reports/management/reports': R,
  'POST /api/v2/reports/management/reports': R,
  'GET /api/v2/reports/management/reports/{id}': R,
  'PUT /api/v2/reports/management/reports/{id}': R,
  'PATCH /api/v2/reports/management/reports/{id}': R,
  'DELETE /api/v2/reports/management/reports/{id}': R,
  'GET /api/v2/reports/management/versions': R,
  'POST /api/v2/reports/management/versions': R,
  'GET /api/v2/reports/management/versions/{id}': R,
  'PUT /api/v2/reports/management/versions/{id}': R,
  'DELETE /api/v2/reports/management/versions/{id}': R,
  'GET /api/v2/reports/management/versions/{id}/file': R,
  'GET /api/v2/reports/management/downloads': R,
  'GET /api/v2/reports/management/downloads/file': R,
  'GET /api/v2/reports/management/admins': S,
  'PUT /api/v2/reports/management/admins': {
    who: 'super',
    body: () => ({ email: 'nobody.here@example.com', isReportAdmin: true }),
  },
};

/**
 * Operations whose documentation names admins but which are not admin-only: entity holders (an
 * owner, a team with the scope, a juror) call them too, and admins pass as holders. Their own
 * tests hold their matrices; each needs its reason here.
 */
export const HOLDERS_TOO: Record<string, string> = {
  'GET /api/v2/startups/{id}/portfolio-claims': "the startup's team (WRITE)",
  'POST /api/v2/startups/{id}/portfolio-claims/{organizationId}/confirm': "the startup's team (WRITE)",
  'DELETE /api/v2/startups/{id}/portfolio-claims/{organizationId}': "the startup's team (WRITE)",
  'DELETE /apiCommon/Company/Delete/{id}': "the startup's FULL_ACCESS holders",
  'GET /api/v2/identity/access/{entityId}': "the entity's IAM readers",
  'POST /apiCommon/Organizer/Post': 'every signed-in user (admins approve the result)',
  'PUT /apiCommon/Organizer/Put': "the organization's team (WRITE)",
  'GET /api/v2/program-applications/{id}/presentation': 'the applicant, managers and jurors',
  'GET /apiCommon/ServiceProviders/Get/{id}': 'everyone for a visible provider, its team for a hidden one',
  'DELETE /apiCommon/ServiceProviders/Delete/{id}': "the provider's owner",
  'GET /apiJob/JobApply/Get/CompanyApply/{id}': "the startup's team",
  'GET /api/v2/startups/{id}/invitations': "the startup's IAM readers (STARTUP_IAM_READ)",
  'GET /api/v2/job-applications/{id}/cv': "the applicant and the startup's team",
};
