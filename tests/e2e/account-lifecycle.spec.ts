/**
 * Account journeys beyond registration (issue 3), in Chromium, English and Turkish: social
 * sign-in against the local OpenID Connect issuers of scripts/e2e-server.mjs (accepted and
 * refused), verification by mailed code, account deletion then recovery, guarded pages, and
 * the Admin Panel with the premium settings.
 */
import { expect, request, test, type Page } from './fixtures';
import { expectToast, mailedCode, signIn, signInAsAdmin, signedInUser } from './helpers';

const BASE = 'http://localhost:3100';

/** Registers through the API (the form has its own journeys) and returns the address. */
async function registerByApi(email: string, password: string, locale = 'en') {
  const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const res = await api.post('/api/auth/sign-up/email', {
    data: { name: 'Kerem', surname: 'Aksoy', email, password, locale, acceptTerms: true },
  });
  expect(res.status()).toBe(200);
  await api.dispose();
}

async function logIn(
  page: Page,
  email: string,
  password: string,
  labels = { email: 'E-mail', password: 'Password', submit: 'Log in' },
) {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

test('social sign-in with the local OIDC issuer, then log out (English)', async ({ page, context }) => {
  await page.goto('/login?redirectUrl=/startups');
  const social = page.getByTestId('social-sign-in');
  await expect(social.getByRole('link')).toHaveText(['Continue with Google', 'Continue with GitHub']);
  await social.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(`${BASE}/startups`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('account-name')).toHaveText('Oya Demir');
  const session = (await context.cookies()).find((c) => c.name.endsWith('better-auth.session_token'));
  expect(session?.httpOnly).toBe(true);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('Türkçe: sağlayıcı bağlantıyı reddederse mesaj gösterilir; kayıt sayfasında da sosyal giriş var', async ({
  page,
}) => {
  await page.goto('/tr/kayit-ol');
  await expect(
    page.getByTestId('social-sign-in').getByRole('link', { name: 'Google ile devam et' }),
  ).toBeVisible();
  await page.goto('/tr/giris-yap');
  await page.getByTestId('social-sign-in').getByRole('link', { name: 'GitHub ile devam et' }).click();
  await expect(page).toHaveURL(/\/tr\/sosyal-giris\/github\?error=/);
  await expect(page.getByTestId('oauth-login').getByRole('alert')).toHaveText(
    'GitHub bağlantıyı reddetti ya da bağlantı kurulamadı. Yeniden deneyin ya da e-postanızla giriş yapın.',
  );
  await expect(page.getByRole('link', { name: 'Girişe dön' })).toBeVisible();
  // Unconfigured providers do not exist.
  expect((await page.goto('/oauth-login/facebook'))?.status()).toBe(404);
});

test('Türkçe: e-posta doğrulama kodu ile doğrulama', async ({ page }) => {
  const email = `kod.${Date.now()}@example.com`;
  await registerByApi(email, 'Kapadokya!52', 'tr');
  const code = await mailedCode(email);
  await page.goto('/tr/eposta-dogrulama');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Doğrulama kodu').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
  // The form kit: a wrong code sits beside the code field, names it, and the field takes focus.
  await expect(page.getByTestId('verification-form')).toContainText(
    'Doğrulama kodu: Doğrulama kodu geçerli değil',
  );
  await expect(page.getByLabel('Doğrulama kodu')).toBeFocused();
  await page.getByLabel('Doğrulama kodu').fill(code);
  await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await expect(page.getByTestId('verification-done')).toContainText('E-postanız doğrulandı');
  await page.getByTestId('verification-done').getByRole('link', { name: 'Giriş yap' }).click();
  await logIn(page, email, 'Kapadokya!52', { email: 'E-posta', password: 'Şifre', submit: 'Giriş yap' });
  await expect(page).toHaveURL(`${BASE}/tr`);
});

test('delete the account, then sign in within 14 days and recover it (English)', async ({
  page,
  context,
}) => {
  const email = `leaving.${Date.now()}@example.com`;
  const password = 'Kapadokya!52';
  await registerByApi(email, password);
  const code = await mailedCode(email);
  await page.goto('/email-verification');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('verification-done')).toBeVisible();
  // The first sign-in is set-up (the form's journeys are in accounts.spec.ts).
  await signIn(page, email, password);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/profile\/settings\/delete-account$/);
  const form = page.getByTestId('delete-account-form');
  await expect(form.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await form.getByLabel('Password').fill('Wrong!pass77');
  await form.getByLabel(/I understand/).check();
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid Credentials');
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name.endsWith('better-auth.session_token'))).toBeUndefined();

  // Signing in again leads to the recovery screen with the deletion date.
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/account-recovery$/);
  await expect(page.getByTestId('account-recovery')).toContainText('will be deleted for good on');
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByTestId('recovered')).toHaveText(/your account will not be deleted/);
  // Recovered: the settings page shows the deletion form again instead of the recovery screen.
  await page.goto('/profile/settings/delete-account');
  await expect(page.getByTestId('delete-account-form')).toBeVisible();
});

test('visitors get 404 on guarded pages; the admin reaches the Admin Panel and premium settings (EN and TR)', async ({
  page,
}) => {
  for (const p of [
    '/profile/settings/delete-account',
    '/account-recovery',
    '/admin/management',
    '/tr/yonetici/yonetim',
  ]) {
    const res = await page.goto(p);
    expect(res?.status()).toBe(404);
  }
  // A signed-in user without admin rights: no Admin Panel link, 404 on the page.
  await signedInUser(page, 'en', 'plain');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  expect((await page.goto('/admin/management'))?.status()).toBe(404);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/tr');
  await expect(page.getByRole('button', { name: 'Hesap menüsü' })).toBeVisible();
  await page.getByRole('button', { name: 'Hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Yönetim Paneli' }).click();
  await expect(page).toHaveURL(`${BASE}/tr/yonetici/yonetim`);
  await expect(page.getByTestId('admin-home')).toContainText('Kullanıcılar');
  await page.getByRole('link', { name: 'Premium ayarları' }).click();
  const form = page.getByTestId('premium-settings-form');
  const count = form.getByLabel('Ücretsiz girişim sayısı');
  for (const value of ['12', '10']) {
    await count.fill(value);
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expectToast(page, 'Kaydedildi.');
    await page.reload();
    await expect(count).toHaveValue(value);
  }
});

test('the admin sees the job queue: verification mails sent through it, none failed (EN, TR)', async ({
  page,
}) => {
  // A sign-up queues its verification mail; the server's worker sends it.
  const email = `queued.${Date.now()}@example.com`;
  await registerByApi(email, 'Kapadokya!52');
  expect(await mailedCode(email)).toMatch(/^\d{6}$/);
  await signInAsAdmin(page);
  await page.goto('/admin/management');
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Background jobs', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeVisible();
  const mailRow = page.getByRole('row', { name: /^mail\b/ });
  await expect(mailRow.getByRole('cell').nth(2)).not.toHaveText('0');
  await expect(page.getByText('No job has failed.')).toBeVisible();
  await page.goto('/tr/yonetici/yonetim/arka-plan-isleri');
  await expect(page.getByRole('heading', { name: 'Arka plan işleri', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Tamamlanan' })).toBeVisible();
});
