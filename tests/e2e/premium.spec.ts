/** A premium user uses a premium startup filter (issue 3): admin grants a package through the API. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, request, test } from '@playwright/test';

const BASE = 'http://localhost:3100';
const headers = { origin: BASE };

function verificationLink(email: string): string {
  const dir = 'var/e2e-outbox';
  for (const file of fs.readdirSync(dir).sort().reverse()) {
    const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string; text: string };
    if (mail.to === email) return mail.text.match(/https?:\/\/\S+/)![0];
  }
  throw new Error(`no mail to ${email}`);
}

test('a user granted a package gets results for a premium filter; before, the block (EN)', async ({
  page,
}) => {
  const email = `premium.${Date.now()}@example.com`;
  const password = 'Premium!Pass4x';
  const visitor = await request.newContext({ baseURL: BASE, extraHTTPHeaders: headers });
  const signUp = await visitor.post('/api/auth/sign-up/email', {
    data: { name: 'Pınar', surname: 'Demir', email, password, acceptTerms: true },
  });
  expect(signUp.status()).toBe(200);
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const link = new URL(verificationLink(email));
  expect((await visitor.get(`${link.pathname}${link.search}`)).ok()).toBe(true);

  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Signed in but without a package: still blocked.
  await page.goto('/startups?stage=11003');
  await expect(page.getByTestId('premium-block-page')).toBeVisible();

  const admin = await request.newContext({ baseURL: BASE, extraHTTPHeaders: headers });
  expect(
    (
      await admin.post('/api/auth/sign-in/email', {
        data: { email: 'admin@e2e.test', password: 'E2e!Admin-Pass8x' },
      })
    ).status(),
  ).toBe(200);
  const grant = await admin.post('/api/v2/identity/packages/grant', {
    data: { userId, packageKey: 'personal-monthly', months: 1 },
  });
  expect(grant.status()).toBe(200);
  const denied = await visitor.post('/api/v2/identity/packages/grant', {
    data: { userId, packageKey: 'business-yearly', months: 12 },
  });
  expect(denied.status()).toBe(401);

  await page.goto('/startups');
  await page.getByRole('button', { name: 'Stage', exact: true }).click();
  await page.getByRole('option', { name: 'MVP', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('premium-block')).toBeHidden();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/stage=11003/);
  await expect(page.getByTestId('premium-block-page')).toBeHidden();
  await expect(page.getByTestId('startup-card').first()).toContainText('MVP');
  // The who-am-i page shows the package; in Turkish too.
  await page.goto('/tr/ben-kimim');
  await expect(page.getByTestId('who-am-i')).toContainText('personal-monthly');
  await expect(page.getByTestId('who-am-i')).toContainText('Pınar Demir');
  await visitor.dispose();
  await admin.dispose();
});
