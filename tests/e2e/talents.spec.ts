/**
 * Talent discovery in Chromium (issue 4; spec §2 /talents and /talent/{seoUrl}): a talent with
 * a city and a skill is found by city (free) and by skill (premium: visitors see the block,
 * the admin gets results); the detail page never shows e-mail or phone; English and Turkish.
 */
import { expect, request, test } from './fixtures';
import { mailedLink, signInAsAdmin } from './helpers';

const BASE = 'http://localhost:3100';
const TYPESCRIPT = 3002; // skill list item 2

/**
 * A verified talent with a profile in İstanbul and the TypeScript skill, listed by their own
 * choice; returns the surname used.
 */
async function talentInIstanbul(): Promise<{ surname: string; email: string; cityId: number }> {
  const surname = `Yıldız${Date.now() % 100000}`;
  const email = `talent.${Date.now()}@example.com`;
  const password = 'Kapadokya!52';
  const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  await api.post('/api/auth/sign-up/email', {
    data: { name: 'Deniz', surname, email, password, acceptTerms: true },
  });
  const link = await mailedLink(email);
  await api.get(`${link.pathname}${link.search}`);
  expect((await api.post('/api/auth/sign-in/email', { data: { email, password } })).status()).toBe(200);
  const cities = (await (await api.get('/apiCommon/City/List?countryId=792')).json()) as {
    data: Array<{ id: number; name: string }>;
  };
  const cityId = cities.data.find((c) => c.name === 'İstanbul')!.id;
  const put = await api.put('/api/v2/users/me', {
    data: {
      title: 'TypeScript developer',
      phoneCountry: 'TR',
      phone: '05321234567',
      countryId: 792,
      cityId,
      employmentTypeIds: [9001],
    },
  });
  expect(put.status()).toBe(200);
  expect((await api.put('/api/v2/users/me/lists/skill', { data: [{ skillId: TYPESCRIPT }] })).status()).toBe(
    200,
  );
  // Being listed is the talent's choice (off for new accounts); the title and the skill allow it.
  expect((await api.put('/api/v2/users/me/listing', { data: { listed: true } })).status()).toBe(200);
  await api.dispose();
  return { surname, email, cityId };
}

test('a talent is found by city; the skill filter is premium; the admin finds them by skill (EN)', async ({
  page,
}) => {
  const { surname, email, cityId } = await talentInIstanbul();
  await page.goto(`/talents?country=792&city=${cityId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talents');
  const card = page.getByTestId('talent-card').filter({ hasText: surname });
  await expect(card).toContainText('TypeScript developer');
  await expect(card).toContainText('İstanbul');

  // A visitor choosing a skill gets the premium block, and the server refuses the address too.
  await page.goto(`/talents?country=792&city=${cityId}&skill=${TYPESCRIPT}`);
  await expect(page.getByTestId('talent-premium-block-page')).toContainText('skills');

  await signInAsAdmin(page);
  await page.goto(`/talents?country=792&city=${cityId}&skill=${TYPESCRIPT}`);
  await expect(page.getByTestId('talent-premium-block-page')).toHaveCount(0);
  await page.getByTestId('talent-card').filter({ hasText: surname }).getByRole('link').click();
  const detail = page.getByTestId('talent-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(`Deniz ${surname}`);
  await expect(detail).toContainText('TypeScript');
  await expect(detail).not.toContainText(email);
  await expect(detail).not.toContainText('532');
});

test('Türkçe: yetenek listesi ve profil sayfası', async ({ page }) => {
  const { surname, cityId } = await talentInIstanbul();
  await page.goto(`/tr/yetenekler?country=792&city=${cityId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yetenekler');
  await page.getByTestId('talent-card').filter({ hasText: surname }).getByRole('link').click();
  await expect(page).toHaveURL(/\/tr\/yetenek\//);
  await expect(page.getByTestId('talent-detail')).toContainText('Yetenekler ve diller');
  // A visitor may choose only one working plan in the panel.
  await page.goto('/tr/yetenekler');
  await expect(page.getByTestId('talent-filter')).toBeVisible();
  expect((await page.goto('/tr/yetenekler?plan=30001,30002'))?.status()).toBe(200);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Giriş yapmadan en fazla 1 seçenek seçilebilir.' }),
  ).toBeVisible();
});
