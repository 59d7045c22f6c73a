/**
 * Service providers in Chromium (issue 5; public-and-account §2 /providers and
 * /providers/{seoUrl}; dashboard-and-operations §2 /dashboard/providers and
 * /dashboard/add-provider in steps Basic Info, Social, Team Members; §4 visibility; §5 rules):
 * a provider is created through the steps with the rules' messages, found by visitors through
 * the industry filter, and hidden again. English, then Turkish.
 */
import { expect, test } from './fixtures';
import { pick, signedInUser } from './helpers';

test('a firm adds itself as a provider; visitors find it by industry; hiding removes it (English)', async ({
  page,
  browser,
}) => {
  const name = `Kaya Legal ${Date.now() % 1_000_000}`;
  await signedInUser(page, 'en', 'provider');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My providers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My providers');
  await page.getByRole('link', { name: 'Add a provider' }).click();
  const form = page.getByTestId('provider-form');
  await form.getByLabel('Provider name').fill(name);
  await form.getByLabel('Slogan').fill('Contracts and funding rounds for founders');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Website').fill('not a link');
  await form.getByRole('button', { name: '3. Team Members' }).click();
  await form.getByRole('textbox', { name: 'Name 1', exact: true }).fill('Zeynep');
  await form.getByRole('textbox', { name: 'Title 1', exact: true }).fill('Managing partner');
  await form.getByRole('button', { name: 'Create the provider' }).click();
  // No industry and a bad link: the form names both steps and opens the first.
  await expect(form.getByRole('alert')).toContainText('Some steps have problems: Basic Info, Social.');
  await expect(page.getByTestId('provider-step-basic')).toContainText(
    'Choose at least one service industry.',
  );
  await pick(page, 'Service industries', 'Legal');
  await form.getByRole('button', { name: '2. Social' }).click();
  await expect(page.getByTestId('provider-step-social')).toContainText(
    "The link you've provided is not valid!",
  );
  await form.getByLabel('Website').fill('https://kaya.example.com');
  await form.getByRole('button', { name: 'Create the provider' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-provider\/kaya-legal-\d+$/);
  await expect(page.getByTestId('provider-step-basic')).toContainText(
    'The name cannot be changed after creation.',
  );

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await visitor.getByRole('navigation', { name: 'Data' }).getByText('Data ▾').click();
  await visitor
    .getByRole('navigation', { name: 'Data' })
    .getByRole('menuitem', { name: /Providers/ })
    .click();
  await expect(visitor).toHaveURL(/\/providers$/);
  await visitor.getByRole('combobox', { name: 'Service industry' }).selectOption({ label: 'Legal' });
  await visitor.getByRole('button', { name: 'Filter' }).click();
  const card = visitor.getByTestId('provider-card').filter({ hasText: name });
  await expect(card).toContainText('Contracts and funding rounds for founders');
  await card.getByRole('link', { name }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(visitor.getByTestId('provider-team')).toContainText('Zeynep');
  await expect(visitor.getByTestId('provider-team')).toContainText('Founder');
  const detailUrl = visitor.url();

  await page.goto('/dashboard/providers');
  const mine = page.getByTestId('my-providers').getByRole('listitem').filter({ hasText: name });
  await mine.getByRole('button', { name: 'Hide' }).click();
  await expect(mine).toContainText('Hidden');
  await visitor.goto(detailUrl);
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(name);
  await mine.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByText('Visibility is off: turn it on to edit.')).toBeVisible();
});

test('Türkçe: ekip üyesi kuralı, metin araması ve ayrıntı sayfası', async ({ page, browser }) => {
  const name = `Piksel Tasarım ${Date.now() % 1_000_000}`;
  await signedInUser(page, 'tr', 'saglayici');
  await page.goto('/tr/panel/hizmet-saglayici-ekle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hizmet sağlayıcı ekle');
  const form = page.getByTestId('provider-form');
  await form.getByLabel('Hizmet sağlayıcı adı').fill(name);
  await form.getByLabel('Slogan').fill('Marka kimliği ve ürün tasarımı');
  await pick(page, 'Hizmet alanları', 'Tasarım ve marka');
  await form.getByRole('button', { name: '3. Ekip Üyeleri' }).click();
  await form.getByRole('button', { name: 'Kaldır' }).click();
  await form.getByRole('button', { name: 'Hizmet sağlayıcıyı oluştur' }).click();
  await expect(page.getByTestId('provider-step-team')).toContainText(
    'Bir hizmet sağlayıcının en az bir ekip üyesi olmalıdır.',
  );
  await form.getByRole('button', { name: 'Ekip üyesi ekle' }).click();
  await form.getByRole('textbox', { name: 'Ad 1', exact: true }).fill('Ece');
  await form.getByRole('checkbox', { name: 'Kurucu 1' }).check();
  await form.getByRole('button', { name: 'Hizmet sağlayıcıyı oluştur' }).click();
  await expect(page).toHaveURL(/\/tr\/panel\/hizmet-saglayici-ekle\/piksel-tasarim-\d+$/);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/tr/hizmet-saglayicilar');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Hizmet sağlayıcılar');
  await visitor.getByLabel('Ad veya slogan').fill(name);
  await visitor.getByRole('button', { name: 'Filtrele' }).click();
  await expect(visitor.getByTestId('provider-card')).toHaveCount(1);
  await visitor.getByRole('link', { name }).click();
  await expect(visitor).toHaveURL(/\/tr\/hizmet-saglayicilar\/piksel-tasarim-\d+$/);
  await expect(visitor.getByTestId('provider-team')).toContainText('Kurucu');
  await expect(visitor.getByRole('list', { name: 'Hizmet alanları' })).toContainText('Tasarım ve marka');
});
