/** A premium user uses a premium startup filter (issue 3): admin grants a package through the API. */
import { adminApi } from './api-setup';
import { expect, request, test } from './fixtures';
import { mailedLink, signIn } from './helpers';

const BASE = 'http://localhost:3100';
const headers = { origin: BASE };

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
  const link = await mailedLink(email);
  expect((await visitor.get(`${link.pathname}${link.search}`)).ok()).toBe(true);

  await signIn(page, email, password);

  // Signed in but without a package: still blocked.
  await page.goto('/startups?stage=11003');
  await expect(page.getByTestId('premium-block-page')).toBeVisible();

  const admin = await adminApi();
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

/** Signs up and verifies through the API; returns the new user's id. */
async function verifiedUser(email: string, password: string, locale = 'en'): Promise<string> {
  const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: headers });
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: { name: email.split('@')[0], surname: 'Test', email, password, locale, acceptTerms: true },
  });
  expect(signUp.status()).toBe(200);
  const link = await mailedLink(email);
  expect((await api.get(`${link.pathname}${link.search}`)).ok()).toBe(true);
  const id = ((await signUp.json()) as { user: { id: string } }).user.id;
  await api.dispose();
  return id;
}

test('Türkçe: kurumsal paket sahibi şirketinden bir çalışma arkadaşını ekler ve çıkarır', async ({
  page,
}) => {
  const stamp = Date.now();
  const domain = `acme${stamp}.com.tr`;
  const password = 'Kurumsal!Pass4x';
  const ownerId = await verifiedUser(`patron@${domain}`, password, 'tr');
  await verifiedUser(`ekip@${domain}`, password, 'tr');
  await verifiedUser(`yabanci.${stamp}@example.com`, password, 'tr');
  const admin = await adminApi();
  const grant = await admin.post('/api/v2/identity/packages/grant', {
    data: { userId: ownerId, packageKey: 'business-yearly', months: 12 },
  });
  expect(grant.status()).toBe(200);
  await admin.dispose();

  await signIn(page, `patron@${domain}`, password);
  await page.goto('/tr');
  await expect(page.getByRole('button', { name: 'Hesap menüsü' })).toBeVisible();
  await page.getByRole('button', { name: 'Hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Paketler' }).click();
  await expect(page).toHaveURL(/\/tr\/profilim\/odeme\/paket-yonetimi$/);
  await expect(page.getByTestId('my-packages')).toContainText('business-yearly');
  await expect(page.getByTestId('my-packages')).toContainText('0 / 5.000');
  const members = page.getByTestId('package-members');
  // An empty address is named beside its field, in Turkish, and the field takes the focus.
  await members.getByRole('button', { name: 'Pakete ekle' }).click();
  await expect(members).toContainText(
    'Çalışma arkadaşınızın e-postası (şirket alan adınız): Bu alan zorunludur.',
  );
  await expect(members.getByLabel(/Çalışma arkadaşınızın e-postası/)).toBeFocused();
  await members.getByLabel(/Çalışma arkadaşınızın e-postası/).fill(`yabanci.${stamp}@example.com`);
  await members.getByRole('button', { name: 'Pakete ekle' }).click();
  // The server's refusal (spec §8) is named beside the field it is about.
  await expect(members).toContainText(
    'Çalışma arkadaşınızın e-postası (şirket alan adınız): Yalnızca şirketinizdeki kişilere istek gönderebilirsiniz',
  );
  await members.getByLabel(/Çalışma arkadaşınızın e-postası/).fill(`ekip@${domain}`);
  await members.getByRole('button', { name: 'Pakete ekle' }).click();
  await expect(members.getByRole('status')).toHaveText('Çalışma arkadaşınız artık paketinizi kullanıyor.');
  await expect(members.getByRole('listitem')).toContainText(`ekip@${domain}`);
  await members.getByRole('button', { name: 'Çıkar' }).click();
  await expect(members.getByRole('status')).toHaveText('Paketinizden çıkarıldı.');
  await expect(members).toContainText('Paketinizde henüz çalışma arkadaşınız yok.');
});
