/**
 * Organizations managed by their owners in Chromium (issue 5; dashboard §2 /dashboard/organizers,
 * /dashboard/add-organizer, admin ecosystem management): a user creates an organization (pending,
 * not public), an admin approves it, then it is on /tech-centers. EN and TR.
 */
import { apiAs } from './api-setup';
import { expect, test } from './fixtures';
import { pick, signedInUser, signInAsAdmin, expectToast, verifiedAccount } from './helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an organizer creates an organization, an admin approves it, it is listed (English)', async ({
  page,
  browser,
}) => {
  const name = `Kapadokya Teknopark ${Date.now() % 1_000_000}`;
  await signedInUser(page, 'en', 'organizer');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My organizations' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My organizations');
  await page.getByRole('link', { name: 'Add an organization' }).click();
  const form = page.getByTestId('organization-form');
  await form.getByRole('combobox', { name: 'Organization type' }).selectOption({ label: 'Science park' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Phone').fill('12');
  await form.getByRole('button', { name: 'Create the organization' }).click();
  await expect(form).toContainText('Phone number must be correct!');
  await form.getByLabel('Phone').fill('0384 212 00 00');
  await form.getByLabel('Tagline').fill('R&D offices in Cappadocia');
  await form.getByRole('button', { name: 'Create the organization' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-organizer\/kapadokya-teknopark-\d+$/);
  await expect(page.getByTestId('pending-notice')).toBeVisible();
  // Team, an angel network and a patent (name and application number go together).
  const edit = page.getByTestId('organization-form');
  await edit.getByRole('button', { name: 'Add a team member' }).click();
  const member = edit.getByRole('group', { name: 'Team member 1' });
  await member.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Mentor' });
  await member.getByLabel('Name', { exact: true }).fill('Selin Ak');
  await member.getByLabel('Title').fill('Hardware mentor');
  await pick(page, 'Angel investor networks', 'Galata Business Angels');
  await edit.getByRole('button', { name: 'Add a patent' }).click();
  const patent = edit.getByRole('group', { name: 'Patent 1' });
  await patent.getByLabel('Patent name').fill('Smart irrigation valve');
  await patent.getByRole('combobox', { name: 'Technology readiness level (1–9)' }).selectOption('6');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toHaveText(
    'You need to fill both patent name and application number.',
  );
  await patent.getByLabel('Application numbers').fill('TR 2023/012345, EP 4123456');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved.');
  // The logo goes through the crop dialog (issue 13 §4).
  await edit.getByRole('button', { name: 'Upload a logo' }).click();
  const logoDialog = page.getByRole('dialog', { name: 'Upload a logo' });
  await logoDialog
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await logoDialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(logoDialog).toBeHidden();
  await expectToast(page, 'Image saved.');
  await page.goto('/dashboard/organizers');
  await expect(page.getByTestId('my-organizations')).toContainText('Pending approval');
  await page.goto(`/tech-centers?type=29010`);
  await expect(page.getByTestId('tech-center-card').filter({ hasText: name })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/management');
  await admin.getByRole('link', { name: /Ecosystem management/ }).click();
  await admin.getByRole('checkbox', { name: `Select ${name}` }).check();
  await admin.getByRole('button', { name: 'Approve selected' }).click();
  await expect(admin.getByRole('status')).toHaveText('1 organization updated.');
  await adminContext.close();

  await page.goto('/tech-centers?type=29010');
  const card = page.getByTestId('tech-center-card').filter({ hasText: name });
  await expect(card).toContainText('R&D offices in Cappadocia');
  // A client-side link clicked while React is still hydrating the list can be lost: click again,
  // as a person would, until the organization's page opens.
  await expect(async () => {
    if (new URL(page.url()).pathname === '/tech-centers') await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('organization-team')).toContainText('Selin Ak');
  await expect(page.getByTestId('organization-team')).toContainText('Hardware mentor · Mentor');
  await expect(page.getByText('Galata Business Angels')).toBeVisible();
  await expect(page.getByTestId('organization-patents')).toContainText('TR 2023/012345, EP 4123456');
  await expect(page.getByTestId('organization-patents')).toContainText('TRL 6 of 9');
  await expect(page.getByTestId('tech-center').locator('header img')).toHaveAttribute(
    'src',
    /logo_256\.webp/,
  );
  // The spec's /organizers/{organizerDetail} path leads to the same page.
  const detail = page.url();
  await page.goto(`/organizers/${detail.split('/tech-center/')[1]}`);
  await expect(page).toHaveURL(detail);
});

test('Türkçe: organizasyon formu kuralları ve düzenleme; başkası düzenleyemez', async ({ page }) => {
  const name = `Fırat Kuluçka ${Date.now() % 1_000_000}`;
  await signedInUser(page, 'tr', 'organizator');
  // The spec's alternate path leads to the same form.
  await page.goto('/tr/profilim/ekosistem/organizasyon-ekle');
  await expect(page).toHaveURL(/\/tr\/panel\/organizator-ekle$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organizasyon ekle');
  const form = page.getByTestId('organization-form');
  // The type is required: the server says so in Turkish.
  await form.getByLabel('Ad', { exact: true }).fill(name);
  await form.getByRole('button', { name: 'Organizasyonu oluştur' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form).toContainText('Bu alan zorunludur.');
  await form.getByRole('combobox', { name: 'Kurum türü' }).selectOption({ label: 'Kuluçka merkezi' });
  await form.getByLabel('LinkedIn').fill('https://twitter.com/firat');
  await form.getByRole('button', { name: 'Organizasyonu oluştur' }).click();
  await expect(form).toContainText('Lütfen geçerli bir LinkedIn adresi girin.');
  await form.getByLabel('LinkedIn').fill('https://www.linkedin.com/company/firat');
  await form.getByRole('button', { name: 'Organizasyonu oluştur' }).click();
  await expect(page).toHaveURL(/\/tr\/panel\/organizator-ekle\/firat-kulucka-\d+$/);
  const editUrl = page.url();
  await page.goto(editUrl.replace('/panel/organizator-ekle/', '/profilim/ekosistem/organizasyon-duzenle/'));
  await expect(page).toHaveURL(editUrl);
  await page.getByTestId('organization-form').getByLabel('Slogan').fill('Elazığ’da girişimlere ev');
  await page.getByTestId('organization-form').getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(page, 'Kaydedildi.');

  // Another signed-in user gets the 404 page (a request with their session is enough).
  const otherEmail = `baska.tr.${Date.now()}@example.com`;
  await verifiedAccount(otherEmail, 'Kapadokya!52', 'Elif', 'Şahin', 'tr');
  const other = await apiAs(otherEmail, 'Kapadokya!52');
  expect((await other.get(editUrl)).status()).toBe(404);
  await other.dispose();
});
