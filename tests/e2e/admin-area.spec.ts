/**
 * The admin area in Chromium (issue 17 §1; D §2 admin routes; D §6 roles): a plain user gets the
 * 404 page on every admin screen of the menu and of report management, in English and Turkish; an
 * admin of a source and a report admin open their role's screens and get 404 on every other one
 * (EN and TR), the admin home sending each to their first screen; a super admin sees the whole left menu (the page shown marked current; a collapsible menu at
 * 390 px), the admin home's charts with their figures as tables, the users, admins, startups and
 * audit log screens (axe at 1280 and 390 px); an admin of a source (`yc-admin`, granted on the
 * admins screen) sees only their entries; an admin hides a startup with a reason and it leaves
 * /startups at once, its owner cannot show it again; locking a user ends their session and their
 * next sign-in says 'Your account is locked, contact support'.
 */
import { adminApi, apiAs } from './api-setup';
import { expect, request, test, type Page } from './fixtures';
import {
  BASE,
  checkBothWidths,
  expectNoSidewaysScroll,
  expectToast,
  signIn,
  signInAsAdmin,
  verifiedAccount,
} from './helpers';

const PASSWORD = 'Kapadokya!52';

/** The role an admin screen needs (src/modules/admin/menu.ts): super admin, any admin, or reports. */
type ScreenRole = 'super' | 'admin' | 'reports';

/** Every admin screen: the menu's (D §2), their detail screens and report management's, [English, Turkish, role]. */
const ADMIN_SCREENS: Array<[string, string, ScreenRole]> = [
  ['/admin/management', '/tr/yonetici/yonetim', 'super'],
  ['/admin/management/audit-log', '/tr/yonetici/yonetim/denetim-kaydi', 'super'],
  ['/admin/management/background-jobs', '/tr/yonetici/yonetim/arka-plan-isleri', 'super'],
  ['/admin/management/header', '/tr/yonetici/yonetim/ust-menu', 'super'],
  ['/admin/management/footer', '/tr/yonetici/yonetim/alt-menu', 'super'],
  ['/admin/management/logo', '/tr/yonetici/yonetim/logo', 'super'],
  ['/admin/management/contact', '/tr/yonetici/yonetim/iletisim', 'super'],
  ['/admin/management/content', '/tr/yonetici/yonetim/icerik', 'super'],
  ['/admin/management/content/about-us', '/tr/yonetici/yonetim/icerik/about-us', 'super'],
  ['/admin/management/home', '/tr/yonetici/yonetim/ana-sayfa', 'super'],
  ['/admin/management/contact-form-messages', '/tr/yonetici/yonetim/iletisim-formu-mesajlari', 'admin'],
  ['/admin/management/startups', '/tr/yonetici/yonetim/girisimler', 'admin'],
  ['/admin/management/ecosystem-management', '/tr/yonetici/yonetim/ekosistem-yonetimi', 'admin'],
  ['/admin/management/eu-ecosystem-management', '/tr/yonetici/yonetim/ab-ekosistem-yonetimi', 'super'],
  ['/admin/management/data-add-tool', '/tr/yonetici/yonetim/veri-ekleme-araci', 'super'],
  ['/admin/management/data-add-tool/1', '/tr/yonetici/yonetim/veri-ekleme-araci/1', 'super'],
  ['/admin/management/types', '/tr/yonetici/yonetim/tipler', 'super'],
  ['/admin/management/banned-words', '/tr/yonetici/yonetim/yasakli-kelimeler', 'super'],
  ['/admin/management/banned-mails', '/tr/yonetici/yonetim/yasakli-e-postalar', 'super'],
  ['/admin/management/users', '/tr/yonetici/yonetim/kullanicilar', 'admin'],
  ['/admin/management/users/someone', '/tr/yonetici/yonetim/kullanicilar/someone', 'admin'],
  ['/admin/management/admins', '/tr/yonetici/yonetim/yoneticiler', 'super'],
  ['/admin/management/users/premium-settings', '/tr/yonetici/yonetim/kullanicilar/premium-ayarlari', 'super'],
  ['/admin/management/premium-management', '/tr/yonetici/yonetim/premium-yonetimi', 'super'],
  ['/admin/management/payment-integrations', '/tr/yonetici/yonetim/odeme-entegrasyonlari', 'super'],
  ...(
    [
      ['StartupList', 'admin'],
      ['ProgramApplicantList', 'admin'],
      ['UserList', 'admin'],
      ['ReportDownloadersList', 'reports'],
      ['SpammersList', 'super'],
      ['ErrorLogs', 'super'],
      ['EmailList', 'super'],
    ] as const
  ).map(([name, role]): [string, string, ScreenRole] => [
    `/admin/management/lists/${name}`,
    `/tr/yonetici/yonetim/listeler/${name}`,
    role,
  ]),
  ['/admin/management/report-management', '/tr/yonetici/yonetim/rapor-yonetimi', 'reports'],
  ['/admin/management/report-management/category', '/tr/yonetici/yonetim/rapor-yonetimi/kategori', 'reports'],
  [
    '/admin/management/report-management/download-list',
    '/tr/yonetici/yonetim/rapor-yonetimi/indirme-listesi',
    'reports',
  ],
  [
    '/admin/management/report-management/report-type',
    '/tr/yonetici/yonetim/rapor-yonetimi/rapor-turu',
    'reports',
  ],
  [
    '/admin/management/report-management/report-version',
    '/tr/yonetici/yonetim/rapor-yonetimi/rapor-surumu',
    'reports',
  ],
  [
    '/admin/management/report-management/report-list',
    '/tr/yonetici/yonetim/rapor-yonetimi/rapor-listesi',
    'reports',
  ],
  ['/admin/management/report-management/report/1', '/tr/yonetici/yonetim/rapor-yonetimi/rapor/1', 'reports'],
];

/** Every admin screen's path, English and Turkish. */
const ADMIN_PAGES: string[] = ADMIN_SCREENS.flatMap(([en, tr]) => [en, tr]);

/** The super admin menu's links in English, in menu order (30: 23 screens and 7 Management lists). */
const SUPER_MENU = [
  'Admin home',
  'Audit log',
  'Background jobs',
  'Header menus',
  'Footer',
  'Logo',
  'Contact details',
  'Pages and texts',
  'Home page',
  'Contact form messages',
  'Startups',
  'Ecosystem management',
  'EU ecosystem',
  'Data-add tool',
  'Types',
  'Banned words',
  'Banned e-mails',
  'Users',
  'Admins and roles',
  'Premium settings',
  'Premium management',
  'Payment integrations',
  'Report management',
  'Startup list',
  'Program applicants',
  'User list',
  'Report downloaders',
  'Spammers',
  'Error logs',
  'E-mails sent',
];

/**
 * `check` of every item, four at a time (the server renders each screen; one at a time left it
 * idle between requests). Returns the answers in the order of `items`.
 */
async function eachAtOnce<T, R>(items: T[], check: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await check(items[index]!);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return answers;
}

const menu = (page: Page, name = 'Admin menu') => page.getByRole('navigation', { name });

test('a plain user and a visitor get the 404 page on every admin screen, in English and Turkish', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = `plain.${Date.now()}@example.com`;
  await verifiedAccount(email, PASSWORD);
  await signIn(page, email, PASSWORD);
  const visitor = await request.newContext({ baseURL: BASE });
  const wrong = (
    await eachAtOnce(ADMIN_PAGES, async (path) => {
      const asUser = await page.request.get(path, { maxRedirects: 0 });
      const asVisitor = await visitor.get(path, { maxRedirects: 0 });
      return [
        ...(asUser.status() !== 404 ? [`${path} as a user: ${asUser.status()}`] : []),
        ...(asVisitor.status() !== 404 ? [`${path} as a visitor: ${asVisitor.status()}`] : []),
      ];
    })
  ).flat();
  await visitor.dispose();
  expect(wrong, 'admin screens that did not answer 404').toEqual([]);
  // The 404 page itself, in Turkish: nothing of the admin area shows.
  await page.goto('/tr/yonetici/yonetim/kullanicilar');
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toHaveCount(0);
});

/** Detail screens whose id may not exist in the journeys' database: only their refusal is checked. */
const DETAIL_SCREENS = new Set([
  '/admin/management/users/someone',
  '/admin/management/data-add-tool/1',
  '/admin/management/report-management/report/1',
]);

test('an admin of a source and a report admin open exactly the screens of their role, in English and Turkish', async () => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const sourceAdmin = `source.admin.${stamp}@example.com`;
  const reportAdmin = `report.admin.${stamp}@example.com`;
  await verifiedAccount(sourceAdmin, PASSWORD);
  await verifiedAccount(reportAdmin, PASSWORD);
  const superApi = await adminApi();
  for (const data of [
    { email: sourceAdmin, role: 'admin', source: 'yc' },
    { email: reportAdmin, role: 'reports' },
  ])
    expect((await superApi.post('/api/v2/admin/admins', { data })).status()).toBe(200);
  await superApi.dispose();

  const wrong: string[] = [];
  for (const [email, held, landing] of [
    [sourceAdmin, 'admin', '/admin/management/contact-form-messages'],
    [reportAdmin, 'reports', '/admin/management/report-management'],
  ] as const) {
    const api = await apiAs(email, PASSWORD);
    const screens = ADMIN_SCREENS.flatMap(([en, tr, role]) => [
      { en, path: en, role },
      { en, path: tr, role },
    ]);
    const answers = await eachAtOnce(screens, async ({ path }) =>
      (await api.get(path, { maxRedirects: 0 })).status(),
    );
    screens.forEach(({ en, path, role }, i) => {
      const status = answers[i]!;
      if (en === '/admin/management') {
        // The admin home is a super-admin screen; other admins are sent to their first screen.
        if (status < 300 || status >= 400) wrong.push(`${path} as ${held}: ${status}, not a redirect`);
      } else if (role !== held) {
        if (status !== 404) wrong.push(`${path} as ${held}: ${status}, not 404`);
      } else if (!DETAIL_SCREENS.has(en) && status !== 200) {
        wrong.push(`${path} as ${held}: ${status}, not 200`);
      }
    });
    const home = await api.get('/admin/management', { maxRedirects: 0 });
    expect(new URL(home.headers()['location'] ?? '', BASE).pathname).toBe(landing);
    await api.dispose();
  }
  expect(wrong, 'admin screens that answered other than the role allows').toEqual([]);
});

test('a super admin sees the whole menu, the home charts and the admin screens; an admin of a source only theirs (EN)', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signInAsAdmin(page);
  await page.goto('/admin/management');
  await expect(page.getByRole('heading', { name: 'Admin home', level: 1 })).toBeVisible();
  await expect(menu(page).getByRole('link')).toHaveText(SUPER_MENU);
  await expect(menu(page).getByRole('link', { name: 'Admin home' })).toHaveAttribute('aria-current', 'page');
  // Each chart has its figures as text: a caption sentence and a table behind "Figures".
  const signups = page.getByRole('figure', { name: 'Sign-ups per week' });
  await expect(signups).toBeVisible();
  await signups.getByText('Figures', { exact: true }).click();
  await expect(signups.getByRole('table', { name: 'Sign-ups per week: figures per week' })).toBeVisible();
  await expect(signups.getByRole('row')).toHaveCount(13);
  await checkBothWidths(page);

  // At 390 px the menu is a button that opens it; the keyboard moves through its links.
  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = menu(page).getByRole('button', { name: 'Admin menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page).getByRole('link', { name: 'Users', exact: true })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(menu(page).getByRole('link', { name: 'Admin home' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu(page).getByRole('link', { name: 'Audit log' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu(page).getByRole('link', { name: 'E-mails sent' })).toBeFocused();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Every screen of this part passes axe at both widths, its menu entry marked current.
  for (const [link, heading] of [
    ['Users', 'Users'],
    ['Admins and roles', 'Admins and roles'],
    ['Startups', 'Startups'],
    ['Audit log', 'Audit log'],
  ] as const) {
    await menu(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: link, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await checkBothWidths(page);
  }

  // The super admin makes a new user an admin of the yc source on the admins screen.
  const email = `yc.admin.${Date.now()}@example.com`;
  await verifiedAccount(email, PASSWORD, 'Kerem', 'Öztürk');
  await menu(page).getByRole('link', { name: 'Admins and roles' }).click();
  const form = page.getByTestId('grant-role-form');
  await form.getByLabel('E-mail of a registered user').fill(email);
  await form.getByLabel('Role').selectOption('admin');
  await form.getByLabel('Source').fill('yc');
  await form.getByRole('button', { name: 'Grant role' }).click();
  await expectToast(page, 'Role granted.');
  await expect(page.getByTestId('admin-roles').getByText(email)).toBeVisible();

  // The source admin: sent from the admin home to their first screen; only their entries.
  const context = await browser.newContext({ baseURL: BASE });
  const ycPage = await context.newPage();
  await signIn(ycPage, email, PASSWORD);
  await ycPage.goto('/admin/management');
  await expect(ycPage).toHaveURL(/\/admin\/management\/contact-form-messages$/);
  await ycPage.goto('/admin/management/users');
  await expect(menu(ycPage).getByRole('link')).toHaveText([
    'Contact form messages',
    'Startups',
    'Ecosystem management',
    'Users',
    'Startup list',
    'Program applicants',
    'User list',
  ]);
  for (const path of ['/admin/management/admins', '/admin/management/audit-log', '/admin/management/types'])
    expect((await ycPage.goto(path))?.status(), path).toBe(404);
  await context.close();
});

test('an admin hides a startup with a reason: it leaves /startups and its owner cannot show it again (EN)', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const owner = `owner.${stamp}@example.com`;
  await verifiedAccount(owner, PASSWORD, 'Ayşe', 'Kaya');
  const ownerApi = await apiAs(owner, PASSWORD);
  const name = `Gizlenecek Girişim ${stamp % 100000}`;
  const created = await ownerApi.post('/apiCommon/Company/Post', {
    data: { name, sectorIds: [13001], teamMembers: [{ name: 'Ayşe', surname: 'Kaya' }] },
  });
  expect(created.status()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;

  const visitor = await browser.newContext({ baseURL: BASE });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/startups?sort=newest');
  await expect(visitorPage.getByRole('link', { name })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto(`/admin/management/startups?q=${encodeURIComponent(name)}`);
  const row = page.getByTestId(`startup-row-${id}`);
  await expect(row).toContainText('Visible');
  await row.getByRole('button', { name: `Hide: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Hide “${name}”?` });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason of 3 to 500 characters.');
  await dialog.getByLabel('Reason').fill('Yanıltıcı bilgiler');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expectToast(page, '1 startup hidden.');
  await expect(row).toContainText('Hidden by an admin');
  await expect(row).toContainText('Reason: Yanıltıcı bilgiler');
  await checkBothWidths(page);

  // Gone from the list at once (the cached page emptied), and the owner cannot show it.
  await visitorPage.goto('/startups?sort=newest');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitorPage.getByRole('link', { name })).toHaveCount(0);
  const show = await ownerApi.patch(`/api/v2/startups/${id}/visibility`, { data: { isVisible: true } });
  expect(show.status()).toBe(409);
  expect(((await show.json()) as { message: string }).message).toBe(
    'An admin hid this startup; contact support.',
  );

  // The audit log has the hiding with its reason.
  await page.goto(`/admin/management/audit-log?entityId=startup:${id}`);
  const audit = page.getByTestId('audit-table');
  await expect(audit.getByRole('row').filter({ hasText: 'admin.startup.hide' })).toBeVisible();
  await audit.locator('summary', { hasText: 'Details' }).first().click();
  await expect(audit.getByText('"reason": "Yanıltıcı bilgiler"')).toBeVisible();

  // Selected and deleted with a reason: gone for good.
  await page.goto(`/admin/management/startups?q=${encodeURIComponent(name)}`);
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Delete selected (1)' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${name}”?` });
  await confirm.getByLabel('Reason').fill('Kopya kayıt');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, '1 startup deleted.');
  await expect(page.getByText('No startup matches.')).toBeVisible();
  await ownerApi.dispose();
  await visitor.close();
});

test('locking a user ends their session and their next sign-in is refused; the Turkish screens read Turkish (TR)', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `kilit.${Date.now()}@example.com`;
  await verifiedAccount(email, PASSWORD, 'Deniz', 'Aksoy', 'tr');
  const context = await browser.newContext({ baseURL: BASE });
  const userPage = await context.newPage();
  await signIn(userPage, email, PASSWORD);

  await signInAsAdmin(page);
  await page.goto(`/tr/yonetici/yonetim/kullanicilar?q=${encodeURIComponent(email)}`);
  await expect(
    menu(page, 'Yönetim menüsü').getByRole('link', { name: 'Kullanıcılar', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Deniz Aksoy' }).click();
  await expect(page.getByRole('heading', { name: 'Deniz Aksoy', level: 1 })).toBeVisible();
  await checkBothWidths(page);
  // Keyboard only: the lock button, the confirmation (focus starts on Cancel), then Lock.
  await page.getByRole('button', { name: 'Hesabı kilitle' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `${email} hesabı kilitlensin mi?` });
  await expect(confirm.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Hesap kilitlendi; 1 oturum kapandı.');
  await expect(page.getByText('Kilitli', { exact: true }).first()).toBeVisible();

  // The user's open page loses its session; signing in again is refused with the spec's message.
  await userPage.goto('/tr/profilim');
  await expect(userPage.getByRole('button', { name: 'Hesap menüsü' })).toHaveCount(0);
  await userPage.goto('/tr/giris-yap');
  await userPage.getByLabel('E-posta', { exact: true }).fill(email);
  await userPage.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await userPage.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(userPage.getByTestId('login-form').getByRole('alert')).toContainText(
    'Hesabınız kilitli, destek ile iletişime geçin',
  );
  await context.close();

  // The audit log in Turkish, filtered to user actions.
  await page.goto('/tr/yonetici/yonetim/denetim-kaydi?action=admin.user.');
  await expect(page.getByRole('heading', { name: 'Denetim kaydı', level: 1 })).toBeVisible();
  await expect(page.getByTestId('audit-table').getByText('admin.user.lock').first()).toBeVisible();
  await checkBothWidths(page);
});
