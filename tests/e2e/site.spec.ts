/** Layout, home, language switch, fuzzy search and error pages, in English and Turkish. */
import { expect, test } from './fixtures';

test('home shows the slogan and real counts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Where founders, talents and investors find each other',
  );
  // 688 real + 300 generated startups are seeded; other journeys add their own (the e2e
  // database lives across runs), so the count is at least the seed and at most the list total.
  const shown = Number((await page.getByTestId('count-startups').textContent())?.replace(/\D/g, ''));
  const list = await page.request.post('/api/v2/startups/list?currentPage=1&pageSize=1', { data: {} });
  const { totalCount } = ((await list.json()) as { data: { totalCount: number } }).data;
  expect(shown).toBeGreaterThanOrEqual(988);
  expect(shown).toBeLessThanOrEqual(totalCount);
  await expect(page.getByTestId('count-rounds')).not.toHaveText('0');
  await page.getByRole('link', { name: 'Discover startups' }).click();
  await expect(page).toHaveURL(/\/startups$/);
});

test('text typed into the search box before the page has hydrated still gets suggestions', async ({
  page,
}) => {
  // Typed as soon as the HTML arrives: the box's focus came before its intent listeners existed.
  await page.goto('/tr/girisimler', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'Girişim ara' }).first().fill('sirket');
  await expect(
    page
      .getByRole('listbox', { name: 'Girişim ara' })
      .first()
      .getByRole('option')
      .filter({ hasText: /Şirket/ })
      .first(),
  ).toBeVisible();
});

test('the EN/TR switch keeps the page and the locale cookie lasts a year', async ({ page, context }) => {
  await page.goto('/startup/dropbox');
  await page.getByTestId('locale-switch').click();
  await expect(page).toHaveURL(/\/tr\/girisim\/dropbox$/);
  await expect(page.getByRole('heading', { name: 'Genel bakış' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('tr');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(360 * 86400);
  // Detection happens on the root page only: an unprefixed page stays English.
  await page.goto('/startups');
  await expect(page.getByRole('heading', { name: 'Startups', level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/tr$/);
  await page.getByTestId('locale-switch').click();
  await expect(page).toHaveURL('http://localhost:3100/');
});

test('fuzzy search finds Şirket from sirket, regardless of case and diacritics', async ({ page }) => {
  await page.goto('/tr/girisimler');
  await page.getByRole('combobox', { name: 'Girişim ara' }).first().fill('sirket');
  // The search's own list (the filter panel's selects have options too).
  await expect(
    page
      .getByRole('listbox', { name: 'Girişim ara' })
      .first()
      .getByRole('option')
      .filter({ hasText: /Şirket/ })
      .first(),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Girişim ara' }).first().fill('s');
  await expect(page.getByText('En az 2 karakter yazın')).toBeVisible();
});

test('unknown addresses show the 404 page with a link home (EN and TR)', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('error-404')).toContainText('404 Not Found');
  await expect(page.getByTestId('error-404')).toContainText('This page could not be found');
  await page.goto('/tr/boyle-bir-sayfa-yok');
  await expect(page.getByTestId('error-404')).toContainText('Bu sayfa bulunamadı');
  await page.getByRole('link', { name: 'Ana sayfaya git' }).click();
  await expect(page).toHaveURL(/\/tr$/);
  expect((await page.goto('/startup/no-such-startup'))?.status()).toBe(404);
  // The development outbox does not exist in a production build.
  expect((await page.goto('/dev/outbox'))?.status()).toBe(404);
});

test('the data sources page shows the CC BY-SA 4.0 attribution', async ({ page }) => {
  await page.goto('/tr/veri-kaynaklari');
  await expect(page.getByRole('link', { name: /CC BY-SA 4.0/ }).first()).toBeVisible();
  await expect(page.getByText(/Alice Corona/).first()).toBeVisible();
});

test('anonymous startup-list pages come from the page cache; signed-in requests bypass it', async ({
  request,
}) => {
  const url = '/tr/girisimler/finansal-teknoloji?country=792';
  const first = await request.get(url);
  expect(first.status()).toBe(200);
  expect(['hit', 'miss']).toContain(first.headers()['x-page-cache']);
  const second = await request.get(url);
  expect(second.headers()['x-page-cache']).toBe('hit');
  expect(await second.text()).toContain('Girişimler');
  const signedIn = await request.get(url, { headers: { cookie: 'better-auth.session_token=x' } });
  expect(signedIn.headers()['x-page-cache']).toBeUndefined();
  // Detail, talent, tech-center, provider pages too (issue 14), in both languages.
  for (const [address, text] of [
    ['/startup/dropbox', 'Dropbox'],
    ['/tr/girisim/dropbox', 'Dropbox'],
    ['/talents', 'Talents'],
    ['/tr/yetenekler', 'Yetenekler'],
    ['/tech-centers', 'Tech centers'],
    ['/tr/teknoloji-merkezleri', 'Teknoloji merkezleri'],
    ['/providers', 'Providers'],
  ] as const) {
    await request.get(address);
    const again = await request.get(address);
    expect(again.headers()['x-page-cache'], address).toBe('hit');
    expect(await again.text(), address).toContain(text);
  }
});

test('payment plans and data sources in both languages; Turkish forgot and reset password screens', async ({
  page,
}) => {
  await page.goto('/payment-plans');
  await expect(page.getByRole('heading', { name: 'Payment plans', level: 1 })).toBeVisible();
  await expect(page.getByTestId('plan-personal')).toContainText('$12 per month');
  await expect(page.getByTestId('plan-personal')).toContainText('$120 per year');
  await expect(page.getByTestId('plan-personal')).toContainText('₺420 per month');
  await page.goto('/tr/odeme-planlari');
  await expect(page.getByRole('heading', { name: 'Ödeme planları', level: 1 })).toBeVisible();
  await expect(page.getByTestId('plan-enterprise')).toContainText('aylık $49');
  await page.goto('/data-sources');
  await expect(page.getByRole('heading', { name: 'Data sources', level: 1 })).toBeVisible();

  await page.goto('/tr/sifremi-unuttum');
  await page.getByLabel('E-posta', { exact: true }).fill('kimse@example.com');
  await page.getByRole('button', { name: 'Bağlantıyı gönder' }).click();
  // The same answer whether or not the address belongs to an account.
  await expect(page.getByTestId('forgot-sent')).toHaveText(
    'Adres bir hesaba aitse şifre sıfırlama bağlantısı yolda.',
  );
  await page.goto('/tr/sifre-sifirla');
  await expect(page.getByTestId('reset-form').getByRole('alert')).toHaveText(
    'Bu bağlantı artık geçerli değil. Yenisini isteyin.',
  );
});

test('the header shows the logo’s name from 675 px and shortens “Log in” to its icon under 510 px (EN, TR)', async ({
  page,
}) => {
  // P §2: the logo and login-text breakpoints. The shortened link keeps its text as its name.
  for (const [path, login] of [
    ['/', 'Log in'],
    ['/tr', 'Giriş yap'],
  ] as const) {
    await page.setViewportSize({ width: 700, height: 800 });
    await page.goto(path);
    const banner = page.getByRole('banner');
    const logoName = banner.getByTestId('site-logo').getByText('Startup Atlas', { exact: true });
    const loginLink = banner.getByRole('link', { name: login, exact: true });
    const loginText = loginLink.getByText(login, { exact: true });
    const textWidth = async () => (await loginText.boundingBox())?.width ?? 0;
    await expect(logoName).toBeVisible();
    expect(await textWidth()).toBeGreaterThan(20);
    await page.setViewportSize({ width: 674, height: 800 });
    await expect(logoName).toBeHidden();
    expect(await textWidth()).toBeGreaterThan(20);
    await page.setViewportSize({ width: 509, height: 800 });
    await expect(loginLink).toBeVisible();
    await expect.poll(textWidth).toBeLessThanOrEqual(1);
    await expect(logoName).toBeHidden();
    await loginLink.click();
    await expect(page).toHaveURL(path === '/' ? /\/login(\?.*)?$/ : /\/tr\/giris-yap(\?.*)?$/);
  }
});
