/** Account journeys in Chromium (issue 3): register → verification mail → verify → login → logout. */
import { expect, test, type Page } from './fixtures';
import { mailedLink } from './helpers';

async function register(page: Page, email: string, labels: Record<string, string>) {
  await page.getByLabel(labels.name!, { exact: true }).fill('Deniz');
  await page.getByLabel(labels.surname!, { exact: true }).fill('Kaya');
  await page.getByLabel(labels.email!, { exact: true }).fill(email);
  await page.getByLabel(labels.password!, { exact: true }).fill('abc');
  await expect(page.locator('[data-rule="uppercase"]')).toHaveAttribute('data-ok', 'false');
  await page.getByLabel(labels.password!, { exact: true }).fill('Kapadokya!52');
  await expect(page.locator('[data-rule="consecutive"]')).toHaveAttribute('data-ok', 'true');
}

test('register, verify from the mailed link, log in with remember me, log out (English)', async ({
  page,
  context,
}) => {
  const email = `deniz.${Date.now()}@example.com`;
  await page.goto('/register');
  await register(page, email, { name: 'Name', surname: 'Surname', email: 'E-mail', password: 'Password' });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('register-form').getByRole('alert')).toHaveText(
    'You must read and approve the privacy policy.',
  );
  await page.getByLabel(/I have read and approve/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('register-done')).toContainText(email);

  // Not verified yet: the login says so and offers a new mail. An empty form first: each error
  // beside its field, naming it, the first focused (the form kit, issue 13 §4).
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('login-form')).toContainText('E-mail: This field required.');
  await expect(page.getByTestId('login-form')).toContainText('Password: This field required.');
  await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Kapadokya!52');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('login-form').getByRole('alert')).toContainText(
    'Your E-Mail is not verified',
  );

  const link = await mailedLink(email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/email-verification\?verified=1$/);
  await expect(page.getByTestId('verification-done')).toContainText(
    'Your e-mail is verified. You can log in now.',
  );
  await page.getByTestId('verification-done').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong!pass77');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText('Email or password is wrong!');
  await page.getByLabel('Password', { exact: true }).fill('Kapadokya!52');
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('http://localhost:3100/');
  const session = (await context.cookies()).find((c) => c.name.endsWith('better-auth.session_token'));
  expect(session?.httpOnly).toBe(true);
  expect((session?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(179 * 86400);

  // A signed-in user visiting a guest page goes home.
  await page.goto('/login');
  await expect(page).toHaveURL('http://localhost:3100/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('account-name')).toHaveText('Deniz Kaya');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name.endsWith('better-auth.session_token'))).toBeUndefined();
});

test('Türkçe: kayıt, doğrulama, giriş; alınmış e-posta ve yanlış şifre', async ({ page }) => {
  const email = `ayse.${Date.now()}@example.com`;
  await page.goto('/tr/kayit-ol');
  // Boş form: her hata kendi alanının yanında, alanı adıyla; ilk alan odakta.
  await page.getByRole('button', { name: 'Kayıt ol' }).click();
  await expect(page.getByTestId('register-form')).toContainText('Ad: Bu alan zorunludur.');
  await expect(page.getByLabel('Ad', { exact: true })).toBeFocused();
  await register(page, email, { name: 'Ad', surname: 'Soyad', email: 'E-posta', password: 'Şifre' });
  await page.getByLabel(/Kullanım koşullarını/).check();
  await page.getByRole('button', { name: 'Kayıt ol' }).click();
  await expect(page.getByTestId('register-done')).toContainText(email);

  await page.goto('/tr/kayit-ol');
  await register(page, email, { name: 'Ad', surname: 'Soyad', email: 'E-posta', password: 'Şifre' });
  await page.getByLabel(/Kullanım koşullarını/).check();
  await page.getByRole('button', { name: 'Kayıt ol' }).click();
  await expect(page.getByTestId('register-form').getByRole('alert')).toHaveText(
    'Bu e-posta zaten kullanımda',
  );

  const link = await mailedLink(email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/tr\/eposta-dogrulama\?verified=1$/);
  await expect(page.getByTestId('verification-done')).toContainText('E-postanız doğrulandı');
  await page.goto('/tr/giris-yap');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill('Yanlis!sifre77');
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText('E-posta veya şifre hatalı!');
  await page.getByLabel('Şifre', { exact: true }).fill('Kapadokya!52');
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page).toHaveURL('http://localhost:3100/tr');
  await expect(page.getByRole('button', { name: 'Hesap menüsü' })).toBeVisible();
});

test('redirectUrl brings the user back to same-origin paths only', async ({ page, request }) => {
  const email = `redir.${Date.now()}@example.com`;
  await request.post('/api/auth/sign-up/email', {
    data: { name: 'Can', surname: 'Aydın', email, password: 'Kapadokya!52', acceptTerms: true },
    headers: { origin: 'http://localhost:3100' },
  });
  const verify = await mailedLink(email);
  expect((await request.get(`${verify.pathname}${verify.search}`)).ok()).toBe(true);
  await page.goto('/login?redirectUrl=https://evil.example/steal');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Kapadokya!52');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('http://localhost:3100/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/login?redirectUrl=%2Fstartups%3Fcountry%3D792');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Kapadokya!52');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('http://localhost:3100/startups?country=792');
});

test('Türkçe: kayıt sayfası redirectUrl’i doğrulama ve girişten geçirip kullanıcıyı geldiği sayfaya götürür', async ({
  page,
}) => {
  const email = `donus.${Date.now()}@example.com`;
  // A visitor sent to sign in from the startups list goes on to register.
  await page.goto('/tr/giris-yap?redirectUrl=%2Ftr%2Fgirisimler%3Fcountry%3D792');
  await page.getByRole('link', { name: 'Kayıt ol' }).click();
  await expect(page).toHaveURL(/\/tr\/kayit-ol\?redirectUrl=%2Ftr%2Fgirisimler%3Fcountry%3D792$/);
  await register(page, email, { name: 'Ad', surname: 'Soyad', email: 'E-posta', password: 'Şifre' });
  await page.getByLabel(/Kullanım koşullarını/).check();
  await page.getByRole('button', { name: 'Kayıt ol' }).click();
  await expect(page.getByTestId('register-done')).toContainText(email);

  const link = await mailedLink(email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/tr\/eposta-dogrulama\?verified=1&redirectUrl=/);
  await page.getByTestId('verification-done').getByRole('link', { name: 'Giriş yap' }).click();
  await expect(page).toHaveURL(/\/tr\/giris-yap\?redirectUrl=/);
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill('Kapadokya!52');
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page).toHaveURL('http://localhost:3100/tr/girisimler?country=792');
});

test('forgot and reset the password, then change it (EN and TR); visitors get 404 on protected pages', async ({
  page,
  request,
}) => {
  const res = await page.goto('/profile/settings/change-password');
  expect(res?.status()).toBe(404);
  expect((await page.goto('/who-am-i'))?.status()).toBe(404);
  await expect(page.getByTestId('error-404')).toBeVisible();

  const email = `reset.${Date.now()}@example.com`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Efe', surname: 'Şahin', email, password: 'Kapadokya!52', acceptTerms: true },
    headers: { origin: 'http://localhost:3100' },
  });
  expect(signUp.status()).toBe(200);
  const verify = await mailedLink(email);
  expect((await request.get(`${verify.pathname}${verify.search}`)).ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  const reset = await mailedLink(email, { subject: /Reset your Startup Atlas password/ });
  await page.goto(`${reset.pathname}${reset.search}`);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('Yeni!Sifre-48x');
  await page.getByLabel('New password again', { exact: true }).fill('Yeni!Sifre-48y');
  await page.getByRole('button', { name: 'Save the password' }).click();
  // The form kit: the mismatch sits beside the confirmation, names it, and the field takes focus.
  await expect(page.getByTestId('reset-form')).toContainText(
    'New password again: The passwords do not match.',
  );
  await expect(page.getByLabel('New password again', { exact: true })).toBeFocused();
  await page.getByLabel('New password again', { exact: true }).fill('Yeni!Sifre-48x');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByTestId('login-form').getByRole('status')).toHaveText(
    'Your password is changed. You can log in now.',
  );

  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Yeni!Sifre-48x');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.goto('/tr/profilim/ayarlar/sifre-degistir');
  await page.getByLabel('Mevcut şifre', { exact: true }).fill('Yanlis!sifre77');
  await page.getByLabel('Yeni şifre', { exact: true }).fill('Baska!Sifre-59x');
  await page.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill('Baska!Sifre-59x');
  await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
  // The form kit (issue 13 §4): the refusal sits beside its field, names it, and the field takes focus.
  const current = page.getByLabel('Mevcut şifre', { exact: true });
  await expect(page.getByTestId('change-password-form')).toContainText('Mevcut şifre: Eski şifre geçersiz');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();
  await page.getByLabel('Mevcut şifre', { exact: true }).fill('Yeni!Sifre-48x');
  await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
  // Success is a toast (one toast system, issue 13 §4).
  await expect(page.getByText('Şifreniz değişti; diğer oturumlar kapatıldı.')).toBeVisible();
});
