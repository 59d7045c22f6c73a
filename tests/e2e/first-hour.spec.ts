/**
 * The first hour of a visitor and a new user (issue 13 §1 and §3), at 390 px and 1280 px, in
 * English and Turkish, with axe-core and the no-sideways-scroll check on every page visited:
 * Enter in a list's search box searches and the address carries the text (Back restores it);
 * the profile form marks what the server requires and names the field of every error; tech
 * centers list institutions before investors and mark a text in the other language; the
 * favicon and the 404 title; Dropbox's page fits a phone; on a phone the filters are in a
 * "Filters (N)" drawer and the results come first.
 */
import { apiAs } from './api-setup';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, expectNoSidewaysScroll, signedInUser, verifiedAccount } from './helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
type Lang = 'en' | 'tr';
type Size = typeof PHONE;

/** Every page of these journeys: no serious axe violation, no sideways scrolling. */
async function checkPage(page: Page) {
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
}

const TEXT = {
  en: {
    startups: '/startups',
    startupSearch: 'Startup search',
    searchStartups: 'Search startups',
    talents: '/talents',
    searchTalents: 'Search talents',
    techCenters: '/tech-centers',
    searchTechCenters: 'Search tech centers',
    providers: '/providers',
    searchProviders: 'Search service providers',
    profile: '/profile',
    name: 'Name',
    title: 'Title',
    employmentTypes: 'Employment types',
    required: 'required',
    save: 'Save',
    requiredMessage: 'This field required.',
    employmentMessage: 'You must choose at least 1 employment types',
    notFoundPath: '/no-such-page',
    notFoundTitle: 'Page not found · Startup Atlas',
    filters: (n: number) => `Filters (${n})`,
    filterTitle: 'Filter',
    apply: 'Filter',
    sector: 'Sector',
    fintech: 'Fintech',
    fintechSlug: '/startups/fintech',
    dropbox: '/startup/dropbox',
    fundingRegion: 'Funding rounds',
    center: '/tech-center/anadolu-teknopark',
    centerNote: 'Available in Turkish only',
    vc: 'Venture capital',
    investorTypes: [
      'Venture capital',
      'Angel investor',
      'Angel investment network',
      'Corporate venture capital',
      'Private equity',
      'Investment company',
    ],
  },
  tr: {
    startups: '/tr/girisimler',
    startupSearch: 'Girişim arama',
    searchStartups: 'Girişim ara',
    talents: '/tr/yetenekler',
    searchTalents: 'Yetenek ara',
    techCenters: '/tr/teknoloji-merkezleri',
    searchTechCenters: 'Teknoloji merkezi ara',
    providers: '/tr/hizmet-saglayicilar',
    searchProviders: 'Hizmet sağlayıcı ara',
    profile: '/tr/profilim',
    name: 'Ad',
    title: 'Unvan',
    employmentTypes: 'Çalışma türleri',
    required: 'zorunlu',
    save: 'Kaydet',
    requiredMessage: 'Bu alan zorunludur.',
    employmentMessage: 'En az 1 çalışma türü seçmelisiniz',
    notFoundPath: '/tr/boyle-bir-sayfa-yok',
    notFoundTitle: 'Sayfa bulunamadı · Startup Atlas',
    filters: (n: number) => `Filtreler (${n})`,
    filterTitle: 'Filtre',
    apply: 'Filtrele',
    sector: 'Sektör',
    fintech: 'Finansal teknoloji',
    fintechSlug: '/tr/girisimler/finansal-teknoloji',
    dropbox: '/tr/girisim/dropbox',
    fundingRegion: 'Yatırım turları',
    center: '/tr/teknoloji-merkezi/anadolu-teknopark',
    centerNote: null,
    vc: 'Girişim sermayesi',
    investorTypes: [
      'Girişim sermayesi',
      'Melek yatırımcı',
      'Melek yatırım ağı',
      'Kurumsal girişim sermayesi',
      'Özel sermaye',
      'Yatırım şirketi',
    ],
  },
} as const;

/** The four combinations of language and screen: every journey runs in two, all four are covered. */
const MATRIX: Array<[Lang, Size]> = [
  ['en', DESKTOP],
  ['tr', PHONE],
  ['en', PHONE],
  ['tr', DESKTOP],
];
const sizeName = (size: Size) => `${size.width} px`;

/**
 * A verified user with a profile titled `title` and an about text, who chose to be listed (found
 * on /talents by name or title).
 */
async function talentTitled(surname: string, title: string) {
  const email = `first.hour.${Date.now()}@example.com`;
  const password = 'Kapadokya!52';
  await verifiedAccount(email, password, 'Deniz', surname);
  const api = await apiAs(email, password);
  const put = await api.put('/api/v2/users/me', {
    data: { title, about: 'I build data pipelines.', employmentTypeIds: [9001] },
  });
  expect(put.status()).toBe(200);
  expect((await api.put('/api/v2/users/me/listing', { data: { listed: true } })).status()).toBe(200);
  await api.dispose();
}

/** Letters only, so the search key of the name is the text itself. */
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

for (const [lang, size] of MATRIX) {
  const x = TEXT[lang];

  test(`Enter searches the startup list; the address carries the text; Back restores it (${lang}, ${sizeName(size)})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto(x.startups);
    await checkPage(page);
    const form = page.getByRole('search', { name: x.startupSearch, exact: true });
    const box = form.getByRole('combobox', { name: x.searchStartups });
    await box.fill('dropbox');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=dropbox(&|$)/);
    await expect(page.getByTestId('startup-card').filter({ hasText: 'Dropbox' }).first()).toBeVisible();
    await expect(box).toHaveValue('dropbox');
    await checkPage(page);

    await box.fill('stripe');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=stripe(&|$)/);
    await expect(page.getByTestId('startup-card').filter({ hasText: 'Stripe' }).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/[?&]q=dropbox(&|$)/);
    await expect(
      page.getByRole('search', { name: x.startupSearch, exact: true }).getByRole('combobox'),
    ).toHaveValue('dropbox');
    await expect(page.getByTestId('startup-card').filter({ hasText: 'Dropbox' }).first()).toBeVisible();
    // The shared address shows the same result in a new page.
    await page.goto(page.url());
    await expect(page.getByTestId('startup-card').filter({ hasText: 'Dropbox' }).first()).toBeVisible();
  });
}

for (const [lang, size] of MATRIX.slice(0, 2)) {
  const x = TEXT[lang];

  test(`Enter searches talents, tech centers and providers into the address (${lang}, ${sizeName(size)})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const key = letters();
    await talentTitled(`Kaya${key}`, 'Data engineer');

    await page.goto(x.talents);
    await checkPage(page);
    const talents = page.getByRole('search', { name: x.searchTalents, exact: true });
    await talents.getByRole('searchbox').fill(key);
    await talents.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${key}$`));
    await expect(page.getByTestId('talent-card')).toHaveCount(1);
    await expect(page.getByTestId('talent-card')).toContainText(`Deniz Kaya${key}`);
    await checkPage(page);
    await page.goBack();
    await expect(page).not.toHaveURL(/q=/);
    await expect(
      page.getByRole('search', { name: x.searchTalents, exact: true }).getByRole('searchbox'),
    ).toHaveValue('');

    await page.goto(x.techCenters);
    const centers = page.getByRole('search', { name: x.searchTechCenters, exact: true });
    await centers.getByRole('searchbox').fill('anadolu');
    await centers.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/[?&]q=anadolu$/);
    await expect(page.getByTestId('tech-center-card').first()).toContainText('Anadolu Teknopark');
    await checkPage(page);

    await page.goto(x.providers);
    const providers = page.getByRole('search', { name: x.searchProviders, exact: true });
    await providers.getByRole('searchbox').fill('hukuk');
    await providers.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/[?&]q=hukuk/);
    await expect(page.getByTestId('provider-card').filter({ hasText: 'Kaya Hukuk Bürosu' })).toBeVisible();
    await checkPage(page);
  });

  test(`the profile form marks required fields and names the field of each error (${lang}, ${sizeName(size)})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signedInUser(page, lang, 'firsthour');
    await page.goto(x.profile);
    await checkPage(page);
    const form = page.getByTestId('profile-form');
    const name = form.getByRole('textbox', { name: x.name, exact: true });
    await expect(name).toHaveAttribute('aria-required', 'true');
    const types = form.getByRole('group', { name: `${x.employmentTypes} (${x.required})` });
    await expect(types).toBeVisible();
    await expect(types.locator('legend')).toContainText('*');
    // Optional fields carry no mark.
    await expect(form.getByRole('textbox', { name: x.title, exact: true })).not.toHaveAttribute(
      'aria-required',
      'true',
    );

    // Saving without an employment type: the error sits beside the group, named, and the focus goes there.
    await form.getByRole('textbox', { name: x.title, exact: true }).fill('Analyst');
    await form.getByRole('button', { name: x.save, exact: true }).click();
    const typesError = form.locator('#profile-employmentTypeIds-error');
    await expect(typesError).toHaveText(`${x.employmentTypes}: ${x.employmentMessage}`);
    await expect(types.getByRole('checkbox').first()).toBeFocused();
    await expect(form.getByRole('alert')).toContainText(`${x.employmentTypes}: ${x.employmentMessage}`);
    await checkPage(page);

    // An empty name: refused by the server, its message named after the field.
    await name.fill('');
    await types.getByRole('checkbox').first().check();
    await form.getByRole('button', { name: x.save, exact: true }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(`${x.name}: ${x.requiredMessage}`);
    await expect(name).toBeFocused();
    await expect(typesError).toHaveCount(0);
  });

  test(`tech centers list institutions first and mark a text in the other language (${lang}, ${sizeName(size)})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto(x.techCenters);
    await checkPage(page);
    const cards = page.getByTestId('tech-center-card');
    await expect(cards).toHaveCount(6);
    for (const text of await cards.allTextContents())
      for (const investor of x.investorTypes) expect(text).not.toContain(investor);
    // Investors when the filter asks for them (Venture capital: organizationType item 12).
    await page.goto(`${x.techCenters}?type=29012`);
    await expect(cards.first()).toContainText(x.vc);

    await page.goto(x.center);
    await checkPage(page);
    const notes = page.getByTestId('language-note');
    if (x.centerNote) {
      await expect(notes.first()).toHaveText(x.centerNote);
      await expect(page.getByTestId('tech-center').locator('[lang="tr"]').first()).toBeVisible();
    } else {
      // The sample texts are Turkish: nothing to mark on a Turkish page.
      await expect(notes).toHaveCount(0);
    }
  });

  test(`the favicon, the 404 title and Dropbox's page on a phone (${lang}, ${sizeName(size)})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto(x.startups);
    const icon = page.locator('link[rel="icon"]').first();
    await expect(icon).toHaveAttribute('href', /icon\.svg/);
    const iconAnswer = await page.request.get((await icon.getAttribute('href'))!);
    expect(iconAnswer.status()).toBe(200);
    expect(iconAnswer.headers()['content-type']).toContain('image/svg+xml');

    expect((await page.goto(x.notFoundPath))?.status()).toBe(404);
    await expect(page).toHaveTitle(x.notFoundTitle);
    await checkPage(page);

    await page.setViewportSize(PHONE);
    await page.goto(x.dropbox);
    await checkPage(page);
    // The rounds table scrolls inside its own named region, reachable with the keyboard.
    const region = page.getByRole('region', { name: x.fundingRegion, exact: true });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.getByTestId('funding-round').first()).toBeAttached();
  });

  test(`on a phone the results come first and the filters open in a "Filters (N)" drawer (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(x.startups);
    await checkPage(page);
    await expect(page.getByTestId('filter-panel')).toBeHidden();
    const firstCard = page.getByTestId('startup-card').first();
    await expect(firstCard).toBeInViewport();
    const button = page.getByRole('button', { name: x.filters(0), exact: true });
    await expect(button).toBeVisible();
    const drawer = page.getByRole('dialog', { name: x.filterTitle });
    // A click before hydration does nothing: click until the drawer opens.
    await expect(async () => {
      await button.click();
      await expect(drawer).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(drawer.getByTestId('filter-panel')).toBeVisible();
    await checkPage(page);
    await drawer.getByRole('button', { name: x.sector, exact: true }).click();
    await drawer.getByRole('option', { name: x.fintech, exact: true }).click();
    await drawer.getByRole('button', { name: x.apply, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${x.fintechSlug}$`));
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: x.filters(1), exact: true })).toBeVisible();
    await expect(page.getByTestId('startup-card').first()).toBeInViewport();
    await checkPage(page);

    // Escape in an open multi-select closes only its list (focus back on its button); the next
    // Escape closes the drawer and gives the focus back to the Filters button.
    await page.getByRole('button', { name: x.filters(1), exact: true }).click();
    await expect(drawer).toBeVisible();
    const sectors = drawer.getByRole('button', { name: x.sector, exact: true });
    await sectors.click();
    await expect(drawer.getByRole('listbox', { name: x.sector })).toBeVisible();
    await drawer.getByRole('option', { name: x.fintech, exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(drawer.getByRole('listbox', { name: x.sector })).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(sectors).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: x.filters(1), exact: true })).toBeFocused();

    // The talent and tech-center lists work the same way.
    for (const path of [x.talents, x.techCenters]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: x.filters(0), exact: true })).toBeVisible();
      await checkPage(page);
    }

    // From the md breakpoint up the panel is the sidebar again.
    await page.setViewportSize(DESKTOP);
    await page.goto(x.startups);
    await expect(page.getByTestId('filter-panel')).toBeVisible();
    await expect(page.getByRole('button', { name: x.filters(0), exact: true })).toBeHidden();
  });
}
