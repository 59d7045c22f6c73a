/**
 * `npm run grant-package -- --email user@example.com --package personal-monthly --months 1`
 * Grants a premium package as the system (until payments exist; audited). Stop the server
 * first when using the embedded database, or use the admin API (/api/v2/identity/packages/grant).
 */
import './load-env';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { grantPackage } from '@/modules/access/access';
import { PACKAGE_KEYS, type PackageKey } from '@/modules/access/permissions';
import { users } from '@/modules/identity/schema';
import { SYSTEM_VIEWER } from '@/server/context';
import { openDbOrExit } from './open-db';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    package: { type: 'string' },
    months: { type: 'string', default: '1' },
  },
});
if (!values.email || !values.package || !PACKAGE_KEYS.includes(values.package as PackageKey)) {
  console.error(
    `Usage: npm run grant-package -- --email ADDRESS --package ${PACKAGE_KEYS.join('|')} [--months N]`,
  );
  process.exit(1);
}
const handle = await openDbOrExit();
try {
  const [user] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, values.email.toLowerCase()));
  if (!user) throw new Error(`No user with the e-mail ${values.email}`);
  const row = await grantPackage(
    { db: handle.db, viewer: SYSTEM_VIEWER, locale: 'en' },
    { userId: user.id, packageKey: values.package as PackageKey, months: Number(values.months) },
  );
  console.log(`${values.email} holds ${row.packageKey} until ${row.endsAt.toISOString()}.`);
} finally {
  await handle.close();
}
