/**
 * Report management (issue 16 §2; D §2 admin routes `report-management`: category, download-list,
 * report-type, report-version, report-list, report/{categoryId}; D §3 report and report category;
 * D §6 "Reports submenu: super admin or rapor-admin with FULL_ACCESS"; D §7 Reports management
 * calls). The module's one entry for screens and the REST router; the services live beside it:
 *
 * - ./admin-categories.ts — categories (target countries, EN/TR locales): `listCategoriesForAdmin`,
 *   `getCategoryForAdmin`, `createCategory`, `updateCategory`, `deleteCategory` (refused while it
 *   has reports); ./admin-category-images.ts — covers and gallery pages per language
 *   (`uploadCategoryImage`, `deleteCategoryImage`);
 * - ./admin-types.ts — types (`createType`, `updateType`, `deleteType` refused while in use);
 * - ./admin-reports.ts — reports (`createReport`/`updateReport` optionally with a version's file,
 *   `setReportListing` for order and active, `deleteReport` refused once sold or downloaded);
 * - ./admin-versions.ts — versions with their PDF/xlsx file (`createVersion`, `updateVersion`,
 *   `deleteVersion` refused once sold or downloaded); ./admin-files.ts — sniffing and storage;
 * - ./admin-downloads.ts — the download list, its Excel export, and the report admins.
 *
 * Every service checks on the server that the viewer is signed in (401) and a super admin or a
 * report admin (403; appointing report admins: super admins only), validates with
 * ./admin-validation.ts (field errors with catalogue keys `errors.report.*`) and makes each change
 * in one transaction with its `audit_log` row.
 */
export { canManageReports, REPORT_MANAGEMENT_GUARD, type Paged } from './admin-access';
export * from './admin-categories';
export * from './admin-category-images';
export { sniffReportFile, type ReportFileType } from './admin-files';
export * from './admin-types';
export * from './admin-reports';
export * from './admin-versions';
export * from './admin-downloads';
