/**
 * The home page (issue 18 §6) in Chromium. EN: a visitor sees the counts, the discover sections
 * from real data (startups, ecosystem, investors), the partners and the sign-up card, no sample
 * or "replace it" text, and opens a startup from its card; a super admin writes the first
 * testimonial on /admin/management/home and the visitor sees it at once (the section shows only
 * real testimonials, so it may be absent before). TR: /tr in Turkish with the Turkish quote; a
 * signed-in user gets no sign-up card. Axe and the 390 px check.
 */
import { expect, test } from './fixtures';
import { checkBothWidths, expectToast, signedInUser, signInAsAdmin } from './helpers';

test('a visitor discovers startups, organizations and investors; an admin’s testimonial shows at once (EN)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of ['Startups', 'Ecosystem', 'Investors', 'Partners and data sources'])
    await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeVisible();
  // No placeholder: no sample testimonial or media item stands in for real ones.
  await expect(
    page.getByText(/Sample testimonial|Sample media item|replace it in the admin area/),
  ).toHaveCount(0);
  await expect(page.getByTestId('home-partners')).toContainText('OpenStreetMap contributors');
  const join = page.getByTestId('home-signup');
  await expect(join.getByRole('heading', { name: 'Join the ecosystem' })).toBeVisible();
  await expect(join.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/register');
  await expect(page.getByTestId('home-startups').getByRole('link', { name: 'See all' })).toHaveAttribute(
    'href',
    '/startups',
  );
  await checkBothWidths(page);
  const firstStartup = page.getByTestId('home-startups').getByTestId('startup-card').first();
  const name = (await firstStartup.getByRole('heading', { level: 3 }).innerText()).trim();
  await firstStartup.getByRole('link').click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // A super admin rewrites the first testimonial.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/management/home');
  await expect(admin.getByRole('heading', { name: 'Home page', level: 1 })).toBeVisible();
  const form = admin.getByTestId('home-settings-form');
  const first = form.getByRole('group', { name: 'Testimonial 1' });
  const quote = `We met our lead investor here ${Date.now() % 100_000}.`;
  await first.getByLabel('Quote (English)').fill(quote);
  await first.getByLabel('Quote (Turkish)').fill('Baş yatırımcımızla burada tanıştık.');
  await first.getByLabel('Name', { exact: true }).fill('Zeynep Arslan');
  await first.getByLabel('Role (English)').fill('Founder, fintech startup');
  await checkBothWidths(admin);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(admin, 'Home page saved.');
  await adminContext.close();

  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'What our users say', level: 2, exact: true }),
  ).toBeVisible();
  const testimonials = page.getByTestId('home-testimonials');
  await expect(testimonials).toContainText(quote);
  await expect(testimonials).toContainText('Zeynep Arslan');
  await page.goto('/tr');
  await expect(page.getByTestId('home-testimonials')).toContainText('Baş yatırımcımızla burada tanıştık.');
});

test('Türkçe: ana sayfa bölümleri ve kayıt kartı; giriş yapmış kullanıcıya kayıt kartı gösterilmez', async ({
  page,
}) => {
  await page.goto('/tr');
  for (const name of ['Girişimler', 'Ekosistem', 'İş ortakları ve veri kaynakları'])
    await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeVisible();
  await expect(page.getByText(/Örnek görüş|Örnek medya|yönetim alanından değiştirin/)).toHaveCount(0);
  // Real counts, written the Turkish way (1.234).
  await expect(page.getByTestId('count-startups')).toHaveText(/^[1-9]\d{0,2}(\.\d{3})*$/);
  // At least the seeded 988 (688 real, 300 generated) and at most the list's total (site.spec).
  const shown = Number((await page.getByTestId('count-startups').textContent())!.replace(/\D/g, ''));
  const list = await page.request.post('/api/v2/startups/list?currentPage=1&pageSize=1', { data: {} });
  const { totalCount } = ((await list.json()) as { data: { totalCount: number } }).data;
  expect(shown).toBeGreaterThanOrEqual(988);
  expect(shown).toBeLessThanOrEqual(totalCount);
  const join = page.getByTestId('home-signup');
  await expect(join.getByRole('heading', { name: 'Ekosisteme katılın' })).toBeVisible();
  await expect(join.getByRole('link', { name: 'Ücretsiz kaydolun' })).toHaveAttribute('href', '/tr/kayit-ol');
  await checkBothWidths(page);
  await signedInUser(page, 'tr', 'anasayfa');
  await page.goto('/tr');
  await expect(page.getByRole('heading', { name: 'Girişimler', level: 2, exact: true })).toBeVisible();
  await expect(page.getByTestId('home-signup')).toHaveCount(0);
});
