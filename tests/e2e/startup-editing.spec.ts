/**
 * A founder creates and edits a startup in Chromium (issue 4; dashboard §2 startup steps,
 * spec §4 visibility): Basic Info creates it; Detailed Info saves a rich-text description and
 * the investment sought (date order rule) and adds an acceleration programme and a competitor;
 * Investments (date order rule) and Team and Mentors save; Important Updates adds an update and
 * refuses a half patent; it is listed at once; turning visibility off hides it. EN and TR.
 */
import { request } from '@playwright/test';
import { createStartupThroughApi } from './api-setup';
import { expect, test } from './fixtures';
import { BASE, pick, signedInUser, expectToast } from './helpers';

test('a founder creates a startup through the steps, sees it listed, hides it (English)', async ({
  page,
}) => {
  await signedInUser(page, 'en', 'founder');
  const name = `Anadolu Hasat ${Date.now() % 1_000_000}`;
  await page.goto('/profile');
  await page.getByTestId('my-startups').getByRole('link', { name: 'Add a startup' }).click();
  await expect(page).toHaveURL(/\/profile\/add-startup$/);
  const basic = page.getByTestId('step-basic');
  await basic.getByLabel('Startup name').fill(name);
  await basic.getByLabel('Tagline').fill('Precision farming for Anatolian growers');
  await basic.getByRole('button', { name: 'Create the startup' }).click();
  await expect(basic).toContainText('This field required.');
  await pick(page, 'Sectors', 'Fintech');
  await basic.getByLabel('LinkedIn').fill('https://twitter.com/hasat');
  await basic.getByRole('button', { name: 'Create the startup' }).click();
  await expect(basic).toContainText('Please enter a valid LinkedIn URL.');
  await basic.getByLabel('LinkedIn').fill('https://www.linkedin.com/company/hasat');
  await basic.getByRole('button', { name: 'Create the startup' }).click();
  await expect(page).toHaveURL(/\/profile\/edit-startup\/anadolu-hasat-\d+$/);
  const seoUrl = page.url().split('/').pop()!;
  // A visitor's copy of its page comes from the page cache (issue 14).
  const visitor = await request.newContext({ baseURL: BASE });
  const visit = () => visitor.get(`/startup/${seoUrl}`);
  expect((await visit()).status()).toBe(200);
  const cachedVisit = await visit();
  expect(cachedVisit.headers()['x-page-cache']).toBe('hit');
  expect(await cachedVisit.text()).not.toContain('Soil sensors and yield forecasts.');

  // Detailed Info: rich-text description, the investment sought, and the detail lists.
  await page.getByRole('button', { name: '2. Detailed Info' }).click();
  const detailed = page.getByTestId('step-detailed');
  await detailed.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type('Soil sensors and yield forecasts.');
  await detailed.getByLabel('Investment sought', { exact: true }).fill('1500000');
  await detailed.getByLabel('Currency of the investment sought').selectOption('TRY');
  await detailed.getByLabel('Raising from').fill('2025-09-01');
  await detailed.getByLabel('Raising until').fill('2025-06-01');
  await detailed.getByRole('button', { name: 'Save' }).click();
  await expect(detailed.getByRole('alert')).toContainText('The start date cannot be after the end date.');
  await detailed.getByLabel('Raising until').fill('2025-12-31');
  await detailed.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved.');
  // The visitor sees the founder's edit at once: the write emptied the cached page.
  const afterEdit = await visit();
  expect(afterEdit.headers()['x-page-cache']).toBe('miss');
  expect(await afterEdit.text()).toContain('Soil sensors and yield forecasts.');
  await visitor.dispose();
  const programs = detailed.getByTestId('detail-AccelerationProgram');
  await programs
    .getByRole('combobox', { name: 'Programme', exact: true })
    .selectOption({ label: 'İTÜ Çekirdek' });
  await programs.getByLabel('Programme date').fill('2024-10-01');
  await programs.getByRole('button', { name: 'Add' }).click();
  await expect(programs).toContainText('İTÜ Çekirdek — 2024-10-01');
  const competitors = detailed.getByTestId('detail-competitor');
  await competitors.getByLabel('Competitor', { exact: true }).fill('Tarla Analitik');
  await competitors.getByRole('button', { name: 'Add' }).click();
  await expect(competitors).toContainText('Tarla Analitik');

  await page.getByRole('button', { name: '3. Investments' }).click();
  await page.getByRole('button', { name: 'Add a round' }).click();
  const round = page.getByTestId('round-row').first();
  await round.getByLabel('Date', { exact: true }).fill('2025-03-10');
  await round.getByLabel('Amount', { exact: true }).fill('250000');
  await round.getByLabel('Start date').fill('2025-02-01');
  await round.getByLabel('End date').fill('2025-01-01');
  await page.getByTestId('step-investments').getByRole('button', { name: 'Save' }).click();
  await expect(round).toContainText('The start date cannot be after the end date.');
  await round.getByLabel('End date').fill('2025-03-01');
  await page.getByTestId('step-investments').getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved.');
  // The saved round takes investors: Y Combinator as the lead, picked by name.
  const investors = round.getByTestId('round-investors');
  await investors.getByLabel('Lead investor').check();
  const investorInput = investors.getByRole('combobox', { name: /Add an investor/ });
  await investorInput.fill('Y Comb');
  await expect(investors.locator('datalist option[value="Y Combinator"]')).toHaveCount(1);
  await investorInput.fill('Y Combinator');
  await expect(investors.getByRole('listitem')).toHaveText(['Y Combinator(lead)×']);

  await page.getByRole('button', { name: '4. Team and Mentors' }).click();
  const team = page.getByTestId('step-team');
  await expect(team.getByTestId('member-row').first().getByLabel('Name', { exact: true })).toHaveValue(
    'Elif',
  );
  await team.getByRole('button', { name: 'Add a member' }).click();
  const second = team.getByTestId('member-row').nth(1);
  await second.getByLabel('Name', { exact: true }).fill('Mert');
  await second.getByLabel('Surname', { exact: true }).fill('Aksoy');
  await second.getByLabel('Title').fill('CTO');
  await team.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved.');

  await page.getByRole('button', { name: '5. Important Updates' }).click();
  const updates = page.getByTestId('detail-importantupdate');
  await updates.getByLabel('Update').fill('Closed a pre-seed round');
  await updates.getByLabel('Date', { exact: true }).fill('2025-03-11');
  await updates.getByRole('button', { name: 'Add' }).click();
  await expect(updates).toContainText('Closed a pre-seed round');
  const patents = page.getByTestId('detail-patent');
  await patents.getByLabel('Patent name').fill('Toprak nem sensörü');
  await patents.getByRole('button', { name: 'Add' }).click();
  await expect(patents.getByRole('alert')).toHaveText(
    'You need to fill both patent name and application number.',
  );

  // Listed at once, with its round.
  await page.goto(`/startup/${seoUrl}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // Issue 13 §1: the owner's own startup is not "sample data", and its page offers Edit.
  await expect(page.locator('main')).toContainText('Added by a user');
  await expect(page.locator('main')).not.toContainText('Sample data');
  await page.getByTestId('edit-startup').click();
  await expect(page).toHaveURL(new RegExp(`/profile/edit-startup/${seoUrl}$`));
  await page.goto(`/startup/${seoUrl}`);
  await expect(page.locator('main')).toContainText('Mert');
  await expect(page.getByTestId('acceleration-programs')).toContainText('İTÜ Çekirdek');
  await expect(page.locator('main')).toContainText('Soil sensors and yield forecasts.');
  await expect(page.locator('main')).toContainText('Tarla Analitik');
  await expect(page.getByTestId('funding-rounds')).toContainText('Y Combinator');
  await page.goto(`/startups?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('startup-card').filter({ hasText: name })).toBeVisible();

  // Visibility off hides it from the list and its page; editing needs it on.
  await page.goto(`/profile/edit-startup/${seoUrl}`);
  await page.getByTestId('visibility').getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByTestId('visibility')).toContainText('Hidden');
  expect((await page.goto(`/startup/${seoUrl}`))?.status()).toBe(404);
  await page.goto(`/startups?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('startup-card').filter({ hasText: name })).toHaveCount(0);
  await page.goto(`/profile/edit-startup/${seoUrl}`);
  await page.getByTestId('step-basic').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('step-basic').getByRole('alert')).toHaveText(
    'Visibility status must be on to edit this startup.',
  );
  await page.getByTestId('visibility').getByRole('button', { name: 'Make visible' }).click();
  await expect(page.getByTestId('visibility')).toContainText('Visible');
});

test('Türkçe: girişim ekleme adımları ve kurallar', async ({ page }) => {
  await signedInUser(page, 'tr', 'kurucu');
  await page.goto('/tr/profilim/girisim-ekle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Girişim ekle');
  await expect(page.getByRole('button', { name: '2. Detaylı Bilgiler' })).toBeDisabled();
  const basic = page.getByTestId('step-basic');
  await basic.getByLabel('Girişim adı').fill(`Ege Enerji ${Date.now() % 1_000_000}`);
  await basic.getByRole('button', { name: 'Girişimi oluştur' }).click();
  await expect(basic).toContainText('Bu alan zorunludur.');
  await pick(page, 'Sektörler', 'Finansal teknoloji');
  await basic.getByRole('button', { name: 'Girişimi oluştur' }).click();
  await expect(page).toHaveURL(/\/tr\/profilim\/girisim-duzenle\/ege-enerji-\d+$/);
  await expect(page.getByTestId('step-basic').getByLabel('Girişim adı')).toBeDisabled();
});

test('a founder invites a teammate with financial scope only; the teammate accepts and edits investments but not the team (EN/TR)', async ({
  page,
  browser,
}) => {
  const stamp = Date.now() % 1_000_000;
  await signedInUser(page, 'en', 'founder');
  // The startup through the API (the add steps are the first journey's); its edit page.
  const { seoUrl } = await createStartupThroughApi(page.request, `Kuzey Lojistik ${stamp}`);
  await page.goto(`/profile/edit-startup/${seoUrl}`);
  // Its fields wait for hydration (row-fields.tsx): once enabled, the step buttons work too.
  await expect(page.getByTestId('step-basic').getByLabel('Tagline')).toBeEnabled();

  // The teammate has an account (Turkish).
  const teammate = await browser.newContext();
  const second = await teammate.newPage();
  const teammateEmail = await signedInUser(second, 'tr', 'ekip');

  await page.getByRole('button', { name: '4. Team and Mentors' }).click();
  const invite = page.getByTestId('invite-form');
  await invite.getByLabel(/Teammate's e-mail/).fill('nobody@example.com');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByRole('alert')).toHaveText('User is not valid');
  await invite.getByLabel(/Teammate's e-mail/).fill(teammateEmail);
  await invite.getByLabel('read', { exact: true }).uncheck();
  await invite.getByLabel('edit investments').check();
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expectToast(page, 'The invitation is sent.');

  await second.goto('/tr/profilim/davetler');
  const card = second.getByTestId('invitation').filter({ hasText: `Kuzey Lojistik ${stamp}` });
  await expect(card).toContainText('Erişim: yatırımları düzenleme');
  await card.getByRole('button', { name: 'Kabul et' }).click();
  await expect(second.getByTestId('invitation').filter({ hasText: `Kuzey Lojistik ${stamp}` })).toHaveCount(
    0,
  );
  await second.getByRole('tab', { name: 'Kabul edilen' }).click();
  await second
    .getByTestId('invitation')
    .filter({ hasText: `Kuzey Lojistik ${stamp}` })
    .getByRole('link', { name: 'Girişimi aç' })
    .click();
  await expect(second).toHaveURL(/\/tr\/profilim\/girisim-duzenle\/kuzey-lojistik-\d+$/);
  await second.getByRole('button', { name: '3. Yatırımlar' }).click();
  await second.getByRole('button', { name: 'Tur ekle' }).click();
  await second.getByTestId('round-row').first().getByLabel('Tutar', { exact: true }).fill('1000000');
  await second.getByTestId('step-investments').getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(second, 'Kaydedildi.');
  await second.getByRole('button', { name: '4. Ekip ve Mentorlar' }).click();
  await expect(second.getByTestId('step-team')).toContainText(
    'Bu adımı görebilirsiniz ama erişiminiz değiştirmeye izin vermiyor.',
  );
  await expect(second.getByTestId('step-team').getByRole('button', { name: 'Kaydet' })).toHaveCount(0);
  await teammate.close();
});
