/**
 * Programs, applications and jury review in Chromium (issue 5; dashboard-and-operations §2
 * /dashboard/programs, /dashboard/add-program, /apply-program, /dashboard/my-program-applications,
 * /dashboard/applications-my-programs, /dashboard/review-the-program): an organizer's
 * organization is approved, it runs a program with questions and weighted categories, a founder
 * applies with two startups, two jurors score (peers hidden until submitting), the owner ranks
 * by raw and normalized averages, approves one and downloads the Excel file (opened here); a
 * visitor finds the organization through the HasOpenProgram filter. English, then Turkish.
 */
import ExcelJS from 'exceljs';
import {
  approveOrganization,
  createOrganizationThroughApi,
  createStartupThroughApi,
  INCUBATION_CENTER,
} from './api-setup';
import { expect, request, test, type Browser, type Page } from './fixtures';
import { BASE, expectAccessible, pick, signedInUser, signIn, verifiedAccount } from './helpers';

const PASSWORD = 'Kapadokya!52';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Status of `path` for a visitor (a request context without a session). */
async function visitorGet(path: string) {
  const visitor = await request.newContext({ baseURL: BASE });
  const res = await visitor.get(path);
  await visitor.dispose();
  return res;
}

/** A page in a new browser context, `email` signed in through the API (the page does not move). */
async function as(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, PASSWORD);
  return page;
}

test('organizer → admin → program → founder applies → two jurors → owner ranks, approves, exports (English)', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const n = Date.now() % 1_000_000;
  const org = `Kapadokya Kuluçka ${n}`;
  const startupA = `Anka Robotik ${n}`;
  const startupB = `Bora Enerji ${n}`;
  const jurors = [
    { email: `juror1.${n}@example.com`, name: 'Deniz', surname: 'Kaya' },
    { email: `juror2.${n}@example.com`, name: 'Cem', surname: 'Aydın' },
  ];
  for (const j of jurors) await verifiedAccount(j.email, PASSWORD, j.name, j.surname, 'en');

  // The organizer has an organization, approved by an admin (through the API: the organization
  // form and the approval screen are organizers.spec.ts's).
  await signedInUser(page, 'en', 'organizer');
  const { id: orgId } = await createOrganizationThroughApi(page.request, org, INCUBATION_CENTER);
  await approveOrganization(orgId);

  // The organizer adds a program in the five steps; the weights must sum to 100.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My programs', exact: true }).click();
  await page.getByRole('link', { name: `Add a program to ${org}` }).click();
  const form = page.getByTestId('program-form');
  await form.getByLabel('Program name').fill(`Kapadokya Tohum ${n}`);
  await form.getByRole('combobox', { name: 'Program type' }).selectOption({ label: 'Incubation' });
  await form.getByLabel('Applications open').fill('2026-01-01');
  await form.getByLabel('Application deadline').fill('2030-06-30');
  await form.getByLabel('Program start').fill('2030-09-01');
  await form.getByLabel('Program end').fill('2031-06-30');
  await form.getByRole('button', { name: 'Next' }).click();
  await pick(page, 'Stages', 'MVP');
  await pick(page, 'Sectors', 'Fintech');
  await pick(page, 'Technologies', 'Artificial intelligence');
  await form.getByRole('button', { name: 'Next' }).click();
  for (const [i, j] of jurors.entries()) {
    await form.getByRole('button', { name: 'Add a juror' }).click();
    await form.getByRole('textbox', { name: `Juror e-mail ${i + 1}`, exact: true }).fill(j.email);
  }
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('textbox', { name: 'Question 1', exact: true }).fill('What problem do you solve?');
  await form.getByRole('button', { name: 'Add a question' }).click();
  await form.getByRole('textbox', { name: 'Question 2', exact: true }).fill('Who pays you?');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('textbox', { name: 'Category 1', exact: true }).fill('Team');
  await form.getByRole('textbox', { name: 'Weight (%) 1', exact: true }).fill('60');
  await form.getByRole('button', { name: 'Add a category' }).click();
  await form.getByRole('textbox', { name: 'Category 2', exact: true }).fill('Market');
  await form.getByRole('textbox', { name: 'Weight (%) 2', exact: true }).fill('30');
  await expect(form.getByTestId('weight-total')).toHaveText('Total weight: 90 / 100');
  await form.getByRole('button', { name: 'Create the program' }).click();
  await expect(form.getByRole('alert')).toContainText('Review category weights must sum to 100.');
  await form.getByRole('textbox', { name: 'Weight (%) 2', exact: true }).fill('40');
  await form.getByRole('button', { name: 'Create the program' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-program\/kapadokya-tohum-\d+$/);
  const seoUrl = page.url().split('/').pop()!;

  // The founder applies with two startups; the rules speak first.
  const founder = await (await browser.newContext()).newPage();
  await signedInUser(founder, 'en', 'founder');
  await createStartupThroughApi(founder.request, startupA);
  await createStartupThroughApi(founder.request, startupB);
  await founder.goto(`/program/${seoUrl}`);
  // Apply opens a dialog (dashboard §2 "apply-to-program is a dialog") that leads into the application.
  await founder.getByRole('button', { name: 'Apply to this program' }).click();
  await founder.getByRole('dialog').getByRole('link', { name: 'Continue to the application' }).click();
  await expect(founder).toHaveURL(new RegExp(`/apply-program/${seoUrl}$`));
  const apply = founder.getByTestId('apply-form');
  await apply.getByRole('button', { name: 'Send the application' }).click();
  await expect(apply.getByRole('alert')).toHaveText('You need the select a startup.');
  await apply.getByRole('combobox', { name: 'Startup', exact: true }).selectOption({ label: startupA });
  await apply.getByLabel('What problem do you solve?').fill('Robots that inspect wind turbines.');
  await apply.getByRole('button', { name: 'Send the application' }).click();
  await expect(apply.getByRole('alert')).toHaveText('You need the answer all questions.');
  await apply.getByLabel('Who pays you?').fill('Wind farm operators.');
  await apply.getByLabel('Presentation (PDF, up to 5 MB)').setInputFiles({
    name: 'deck.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await apply.getByRole('button', { name: 'Send the application' }).click();
  await expect(founder.getByRole('status')).toContainText('Your application was sent.');
  await founder.reload();
  await expect(founder.getByRole('option', { name: `${startupA} (already applied)` })).toBeDisabled();
  await apply.getByRole('combobox', { name: 'Startup', exact: true }).selectOption({ label: startupB });
  await founder.getByLabel('What problem do you solve?').fill('Cheaper storage.');
  await founder.getByLabel('Who pays you?').fill('Utilities.');
  await founder.getByRole('button', { name: 'Send the application' }).click();
  await expect(founder.getByRole('status')).toContainText('Your application was sent.');

  // Two jurors score; each sees the other's scores only after submitting.
  const scores: Array<Record<string, [string, string]>> = [
    { [startupA]: ['8', '6'], [startupB]: ['5', '5'] },
    { [startupA]: ['4', '4'], [startupB]: ['2', '3'] },
  ];
  for (const [i, j] of jurors.entries()) {
    const juror = await as(browser, j.email);
    await juror.goto('/dashboard/my-program-applications');
    for (const name of [startupA, startupB]) {
      await juror.getByRole('link', { name: `Review: ${name}` }).click();
      await expect(juror.getByTestId('peer-scores')).toContainText(
        "Other jurors' scores are shown after you submit yours.",
      );
      const [team, market] = scores[i]![name]!;
      await juror.getByRole('combobox', { name: 'Team (60%)' }).selectOption(team);
      await juror.getByRole('combobox', { name: 'Market (40%)' }).selectOption(market);
      await juror.getByRole('combobox', { name: 'Score for this answer (0–10)' }).first().selectOption('7');
      await juror.getByRole('button', { name: 'Submit my review' }).click();
      await expect(juror.getByText('Submitted. You can still change your scores.')).toBeVisible();
      if (i === 0 && name === startupA) {
        await expect(juror.getByTestId('review-total')).toHaveText('Weighted total: 7.20');
        await expect(juror.getByTestId('peer-scores')).toContainText('No other juror has submitted yet.');
      }
      if (i === 1 && name === startupA)
        await expect(juror.getByTestId('peer-scores')).toContainText('Deniz Kaya: 7.20 (Team 8, Market 6)');
      await juror.goto('/dashboard/my-program-applications');
    }
    await juror.context().close();
  }

  // The owner ranks by raw and by normalized averages, approves one and exports to Excel.
  await page.goto('/dashboard/programs');
  await page
    .getByTestId('my-programs')
    .getByRole('listitem')
    .filter({ hasText: `Kapadokya Tohum ${n}` })
    .getByRole('link', { name: 'Applications' })
    .click();
  const rows = page.getByTestId('program-application');
  await expect(rows.first()).toContainText(startupA);
  // Raw: A = (7.2 + 4.0) / 2 = 5.60; B = (5.0 + 2.4) / 2 = 3.70. Each juror rated A above B: z = ±1.
  await expect(rows.first().getByTestId('raw-average')).toHaveText('5.60');
  await expect(rows.nth(1).getByTestId('raw-average')).toHaveText('3.70');
  await page.getByRole('link', { name: 'Normalized average' }).click();
  await expect(page).toHaveURL(/rankBy=normalized/);
  await expect(rows.first().getByTestId('normalized-average')).toHaveText('1.00');
  await expect(rows.nth(1).getByTestId('normalized-average')).toHaveText('-1.00');
  // The presentation goes out through a checked route, not a public file path.
  await rows.first().getByText('Details').click();
  const deck = await rows.first().getByRole('link', { name: 'Presentation (PDF)' }).getAttribute('href');
  expect(deck).toMatch(/^\/api\/v2\/program-applications\/\d+\/presentation$/);
  expect((await page.request.get(deck!)).headers()['content-type']).toBe('application/pdf');
  expect((await visitorGet(deck!)).status()).toBe(401);
  await page.getByRole('combobox', { name: `Result of ${startupA}` }).selectOption({ label: 'Approved' });
  await expect(rows.first().getByRole('status')).toHaveText('Saved.');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Excel' }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(2).value).toBe('Startup');
  expect(sheet.getRow(2).getCell(2).value).toBe(startupA);
  expect(sheet.getRow(2).getCell(5).value).toBe('Approved');
  expect(sheet.getRow(2).getCell(7).value).toBeCloseTo(5.6, 6);
  expect(sheet.getRow(3).getCell(2).value).toBe(startupB);

  // The founder sees the result; a visitor finds the organization by its open program.
  await founder.goto('/dashboard/my-program-applications');
  await expect(
    founder.getByTestId('my-applications').getByRole('row').filter({ hasText: startupA }),
  ).toContainText('Approved');
  // It is an incubation program: the menu's Incubation Applications page has both startups.
  await founder
    .getByTestId('dashboard-menu')
    .getByRole('link', { name: 'Incubation Applications', exact: true })
    .click();
  await expect(founder).toHaveURL(/\/dashboard\/incubation-applications$/);
  const incubation = founder.getByTestId('incubation-applications');
  await expect(incubation.getByRole('heading', { name: startupA, level: 2 })).toBeVisible();
  await expect(incubation.getByRole('heading', { name: startupB, level: 2 })).toBeVisible();
  await expect(
    incubation
      .getByRole('region', { name: `Applications of ${startupA}` })
      .getByRole('row')
      .nth(1),
  ).toContainText('Approved');
  await expectAccessible(founder);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/tech-centers');
  const panel = visitor.getByTestId('tech-center-filter');
  await panel.getByLabel('Yes').check();
  await pick(visitor, 'Organization types', 'Incubation center');
  await panel.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(visitor).toHaveURL(/open=yes/);
  await expect(visitor.getByTestId('tech-center-card').filter({ hasText: org })).toContainText(
    '1 open program',
  );
  await visitor.goto(`/apply-program/${seoUrl}`);
  await expect(visitor.getByText('You have to login to send a message / apply.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute(
    'href',
    /redirectUrl=%2Fapply-program%2F/,
  );
});

test('Türkçe: program kuralları, başvuru kuralları, jüri çıkar çatışması, alternatif yollar', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const n = Date.now() % 1_000_000;
  const org = `Fırat Girişim Evi ${n}`;
  const startup = `Dicle Yazılım ${n}`;
  const juror = { email: `jüri.${n}@example.com`.replace('ü', 'u'), name: 'Ayla', surname: 'Güneş' };
  await verifiedAccount(juror.email, PASSWORD, juror.name, juror.surname, 'tr');

  await signedInUser(page, 'tr', 'organizator');
  // The organization and its approval through the API (organizers.spec.ts has their screens).
  const { id: orgId, seoUrl: orgSeoUrl } = await createOrganizationThroughApi(
    page.request,
    org,
    INCUBATION_CENTER,
  );
  await approveOrganization(orgId);

  // The alternate path of the spec leads to the same form; the rules answer in Turkish.
  await page.goto(`/tr/profilim/ekosistem/program-ekle/${orgSeoUrl}`);
  await expect(page).toHaveURL(/\/tr\/panel\/program-ekle\?organizationId=\d+$/);
  const form = page.getByTestId('program-form');
  await form.getByLabel('Program adı').fill(`Fırat Hızlandırma ${n}`);
  await form.getByRole('combobox', { name: 'Program türü' }).selectOption({ label: 'Hızlandırma' });
  await form.getByLabel('Son başvuru tarihi').fill('2030-03-31');
  await form.getByRole('button', { name: '4. Sorular' }).click();
  await form.getByRole('textbox', { name: 'Soru 1', exact: true }).fill('Ekibinizi tanıtın.');
  await form.getByRole('button', { name: '5. Değerlendirme Kategorileri' }).click();
  await form.getByRole('textbox', { name: 'Kategori 1', exact: true }).fill('Ekip');
  await form.getByRole('button', { name: 'Programı oluştur' }).click();
  // No stage, sector or technology yet: the form goes to the Detailed step and names them.
  await expect(form.getByRole('alert')).toContainText('Bazı adımlarda sorun var: Ayrıntılı.');
  await expect(page.getByTestId('program-step-detailed')).toContainText('En az bir aşama seçin.');
  await expect(page.getByTestId('program-step-detailed')).toContainText('En az bir teknoloji seçin.');
  await pick(page, 'Aşamalar', 'Fikir');
  await pick(page, 'Sektörler', 'Finansal teknoloji');
  await pick(page, 'Teknolojiler', 'Yapay zekâ');
  await form.getByRole('button', { name: '3. Jüri Üyeleri' }).click();
  await form.getByRole('button', { name: 'Jüri üyesi ekle' }).click();
  await form
    .getByRole('textbox', { name: 'Jüri üyesinin e-postası 1', exact: true })
    .fill('kimse@example.com');
  await form.getByRole('button', { name: 'Programı oluştur' }).click();
  await expect(page.getByTestId('program-step-jury')).toContainText('Bu e-posta ile kayıtlı bir hesap yok.');
  await form.getByRole('textbox', { name: 'Jüri üyesinin e-postası 1', exact: true }).fill(juror.email);
  await form.getByRole('button', { name: 'Programı oluştur' }).click();
  await expect(page).toHaveURL(/\/tr\/panel\/program-ekle\/firat-hizlandirma-\d+$/);
  const seoUrl = page.url().split('/').pop()!;

  // A founder applies in Turkish.
  const founder = await (await browser.newContext()).newPage();
  await signedInUser(founder, 'tr', 'kurucu');
  await createStartupThroughApi(founder.request, startup);
  await founder.goto(`/tr/program/${seoUrl}`);
  await founder.getByRole('button', { name: 'Bu programa başvur' }).click();
  await founder.getByRole('dialog').getByRole('link', { name: 'Başvuruya devam et' }).click();
  await expect(founder).toHaveURL(new RegExp(`/tr/programa-basvur/${seoUrl}$`));
  const apply = founder.getByTestId('apply-form');
  await apply.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  await expect(apply.getByRole('alert')).toHaveText('Bir girişim seçmelisiniz.');
  await apply.getByRole('combobox', { name: 'Girişim' }).selectOption({ label: startup });
  await apply.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  await expect(apply.getByRole('alert')).toHaveText('Tüm soruları cevaplamalısınız.');
  await apply.getByLabel('Ekibinizi tanıtın.').fill('İki mühendis, bir tasarımcı.');
  await apply.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  await expect(founder.getByRole('status')).toContainText('Başvurunuz gönderildi.');
  await founder.goto('/tr/panel/program-basvurularim');
  await expect(founder.getByTestId('my-applications')).toContainText('İnceleniyor');

  // The juror declares a conflict of interest and is excluded.
  const jury = await as(browser, juror.email);
  await jury.goto('/tr/panel/program-basvurularim');
  await jury.getByRole('link', { name: `Değerlendir: ${startup}` }).click();
  await expect(jury.getByTestId('peer-scores')).toContainText(
    'Diğer jüri üyelerinin puanları, sizinkini gönderdikten sonra gösterilir.',
  );
  await jury.getByRole('button', { name: 'Değerlendirmemi gönder' }).click();
  await expect(jury.getByTestId('review-form').getByRole('alert')).toHaveText(
    'Göndermeden önce her değerlendirme kategorisine puan verin.',
  );
  await jury.getByLabel('Bu girişimle çıkar çatışmam var').check();
  await jury.getByRole('button', { name: 'Taslağı kaydet' }).click();
  await expect(
    jury.getByText('Çıkar çatışması bildirdiniz: bu başvurunun değerlendirmesinden çıkarıldınız.'),
  ).toBeVisible();
  await jury.goto('/tr/panel/program-basvurularim');
  await expect(jury.getByTestId('jury-assignments')).toContainText('Çıkar çatışması');

  // The owner sees the application without scores; others cannot open the owner page.
  await page.goto(`/tr/profilim/ekosistem/organizasyon-program-listesi/${orgSeoUrl}`);
  await expect(page).toHaveURL(new RegExp(`/tr/panel/programlar/${orgSeoUrl}$`));
  await page.getByRole('link', { name: 'Başvurular', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Programlarıma Başvurular');
  await expect(page.getByTestId('program-application')).toContainText(startup);
  await expect(page.getByTestId('raw-average')).toHaveText('–');
  const url = page.url();
  await founder.goto(url);
  await expect(founder.getByRole('heading', { level: 1 })).not.toHaveText('Programlarıma Başvurular');
});
