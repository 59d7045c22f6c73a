/**
 * The dashboard's job screens in Chromium (issue 15 §2; dashboard-and-operations §2
 * /dashboard/add-job, /dashboard/jobs, /dashboard/job-applications, /dashboard/applications;
 * §4 status changes after a confirmation; §5 "Job" rules and "Applying to a job needs a phone
 * number and a LinkedIn link"): a founder posts a job (the rules' messages first), a talent is
 * told the phone is missing, completes the profile and applies, the founder moves the
 * application to Interview and the talent sees it; others get 404 on the applicant screen.
 * Then in Turkish: the form's messages and the pipeline at 390 px, moved with the keyboard.
 *
 * The apply dialog on /job/{seoUrl} is the job page's (src/modules/jobs/ui/apply-dialog.tsx);
 * this journey finds it by role and label as a user would.
 */
import { apiAs, createStartupThroughApi } from './api-setup';
import { expect, test, type Page } from './fixtures';
import {
  BASE,
  expectAccessible,
  expectNoSidewaysScroll,
  expectToast,
  pick,
  signedInUser,
  signIn,
  verifiedAccount,
} from './helpers';

const PASSWORD = 'Kapadokya!52';

/** The job id in the href of the "applicants" link of the job titled `title` on /dashboard/jobs. */
async function jobIdOn(page: Page, title: string): Promise<number> {
  const item = page.getByTestId('my-jobs').getByRole('listitem').filter({ hasText: title });
  const href = await item.getByTestId('job-applicants').getAttribute('href');
  return Number(new URL(href!, BASE).searchParams.get('jobId'));
}

test('a founder posts a job; a talent completes the profile and applies; the founder moves it to Interview (English)', async ({
  page,
  browser,
}) => {
  // Aimed at under 60 s; the headroom is for a slow mail queue on a busy machine.
  test.setTimeout(90_000);
  const n = Date.now() % 1_000_000;
  const startup = `Lodos Yazılım ${n}`;
  const title = `Backend engineer ${n}`;
  await signedInUser(page, 'en', 'jobfounder');
  await createStartupThroughApi(page.request, startup);

  // An empty job: every rule of §5 answers beside its field, the first field focused.
  await page.goto('/dashboard/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My jobs');
  await expect(page.getByText('You have no job postings yet.')).toBeVisible();
  // exact: the dashboard menu's "Create Job" differs in case.
  await page.getByRole('link', { name: 'Create job', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a job');
  const form = page.getByTestId('job-form');
  await expect(form.getByRole('combobox', { name: 'Startup' })).toHaveValue(/\d+/);
  await form.getByRole('button', { name: 'Publish the job' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form).toContainText('Job title: This field required.');
  await expect(form).toContainText('Working plans: Choose at least one working plan.');
  await expect(form).toContainText('Technical skills: Choose at least one skill.');
  await expect(form).toContainText('Expiration date: This field required.');
  await expect(form.getByLabel('Job title')).toBeFocused();
  await expectAccessible(page);

  await form.getByLabel('Job title').fill(title);
  await form.getByRole('combobox', { name: 'Profession' }).selectOption({ label: 'Engineering' });
  await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('792');
  await form.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'İstanbul' });
  await pick(page, 'Working plans', 'Remote');
  await pick(page, 'Technical skills', 'TypeScript');
  await form.getByRole('combobox', { name: 'Pay plan' }).selectOption({ label: 'Monthly' });
  await form.getByLabel('Minimum wage', { exact: true }).fill('90000');
  await form.getByLabel('Expiration date').fill('2030-12-31');
  await form.getByLabel('Description').fill('Build and run our payments API.');
  await form.getByRole('button', { name: 'Publish the job' }).click();
  await expect(form).toContainText('Currency of the minimum wage: Choose a currency for this amount.');
  await form.getByRole('combobox', { name: 'Currency of the minimum wage' }).selectOption('TRY');
  await form.getByRole('button', { name: 'Publish the job' }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await expectToast(page, 'Job published.');
  const mine = page.getByTestId('my-jobs').getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText(startup);
  await expect(mine.getByTestId('job-applicants')).toContainText('No applicants');
  await expectAccessible(page);
  const jobId = await jobIdOn(page, title);
  const jobPath = new URL(
    (await mine.getByRole('link', { name: title, exact: true }).getAttribute('href'))!,
    BASE,
  ).pathname;
  expect(jobPath).toMatch(/^\/job\/backend-engineer-\d+-\d+$/);

  // A talent without a phone is told so; after filling phone and LinkedIn, the application goes.
  const talentEmail = `jobtalent.${n}@example.com`;
  await verifiedAccount(talentEmail, PASSWORD, 'Deniz', 'Kaya', 'en');
  const talent = await (await browser.newContext()).newPage();
  await signIn(talent, talentEmail, PASSWORD);
  await talent.goto(jobPath);
  await talent.getByRole('button', { name: 'Apply', exact: true }).click();
  let dialog = talent.getByRole('dialog', { name: `Apply: ${title}` });
  await dialog.getByLabel('Cover note').fill('I built payment systems for five years.');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog.getByTestId('job-apply-missing')).toContainText('Add a phone number to your profile.');
  await expect(dialog.getByTestId('job-apply-missing')).toContainText(
    'Add your LinkedIn link to your profile.',
  );
  await talent.goto('/profile');
  const profile = talent.getByTestId('profile-form');
  await profile.getByLabel('Phone', { exact: true }).fill('0532 123 45 67');
  await profile.getByLabel('Full-time').check();
  await profile.getByLabel('LinkedIn', { exact: true }).fill(`https://www.linkedin.com/in/deniz-kaya-${n}`);
  await profile.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(talent, 'Saved.');
  await talent.goto(jobPath);
  await talent.getByRole('button', { name: 'Apply', exact: true }).click();
  dialog = talent.getByRole('dialog', { name: `Apply: ${title}` });
  await dialog.getByLabel('Cover note').fill('I built payment systems for five years.');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expectToast(talent, 'Your application has been sent.');
  await expect(talent.getByTestId('job-application-status')).toContainText('Status: Applied');

  // Nobody outside the startup sees its applicants.
  expect((await talent.goto(`/dashboard/job-applications?jobId=${jobId}`))?.status()).toBe(404);

  // The founder moves the application to Interview after confirming.
  await page.goto('/dashboard/jobs');
  await expect(mine.getByTestId('job-applicants')).toContainText('1 applicant');
  await expect(mine.getByTestId('job-applicants')).toContainText('1 new');
  await mine.getByTestId('job-applicants').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Applications to my jobs');
  const card = page.getByTestId('job-application').filter({ hasText: 'Deniz Kaya' });
  await expect(card).toContainText('I built payment systems for five years.');
  await expect(card).toContainText('+90 532 123 45 67');
  await expect(card.getByRole('link', { name: /LinkedIn of Deniz Kaya/ })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/in/deniz-kaya-${n}`,
  );
  await expect(card.getByRole('link', { name: 'Send a message to Deniz Kaya' })).toHaveAttribute(
    'href',
    /\/dashboard\/message-detail\/.+/,
  );
  await expect(card.getByTestId('application-status')).toHaveText('Applied');
  await card.getByRole('combobox', { name: 'New status of Deniz Kaya' }).selectOption({ label: 'Interview' });
  await card.getByRole('button', { name: 'Move: Deniz Kaya' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Move Deniz Kaya to “Interview”?' });
  await expect(confirm).toContainText('Deniz Kaya is told about the change.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Move', exact: true }).click();
  await expectToast(page, 'Deniz Kaya moved to Interview.');
  await expect(card.getByTestId('application-status')).toHaveText('Interview');
  await expectAccessible(page);

  // The talent sees the new status among their applications.
  await talent.goto('/dashboard/applications');
  await expect(talent.getByRole('heading', { level: 1 })).toHaveText('My job applications');
  const application = talent
    .getByTestId('my-job-applications')
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(application).toContainText(startup);
  await expect(application.getByTestId('application-status')).toHaveText('Interview');
  await expectAccessible(talent);
  // …and a notification about it.
  await talent.goto('/dashboard/notifications');
  await expect(talent.getByRole('main')).toContainText('Your application: Interview');

  // Once the job has expired it says so and refuses applications, on the page and in the API.
  await page.goto('/dashboard/jobs');
  await mine.getByRole('link', { name: /^Edit\b/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit the job: ${title}`);
  await form.getByLabel('Publication date').fill('2026-01-05');
  await form.getByLabel('Expiration date').fill('2026-02-05');
  await form.getByRole('button', { name: 'Save the job' }).click();
  await expectToast(page, 'Job saved.');
  const late = await (await browser.newContext()).newPage();
  await signedInUser(late, 'en', 'latetalent');
  await late.goto(jobPath);
  await expect(late.getByTestId('job-expired')).toHaveText('This job posting has expired.');
  await expect(late.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  const refused = await late.request.post('/apiJob/JobApply/Post', {
    headers: { origin: BASE },
    data: { jobId, coverNote: 'Still interested.' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe('This job posting has expired.');
  await late.context().close();
  await talent.context().close();
});

test('Türkçe: ilan formunun kuralları ve 390 px genişlikte süreç panosu, klavyeyle taşıma', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const n = Date.now() % 1_000_000;
  const title = `Ürün tasarımcısı ${n}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInUser(page, 'tr', 'ilanveren');
  await createStartupThroughApi(page.request, `Poyraz Teknoloji ${n}`);

  await page.goto('/tr/panel/ilan-ekle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İlan oluştur');
  const form = page.getByTestId('job-form');
  await form.getByRole('button', { name: 'İlanı yayınla' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form).toContainText('İlan başlığı: Bu alan zorunludur.');
  await expect(form).toContainText('Şehir: Bu alan zorunludur.');
  await expect(form).toContainText('Çalışma planları: En az bir çalışma planı seçin.');
  await expect(form).toContainText('Teknik yetenekler: En az bir yetenek seçin.');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await form.getByLabel('İlan başlığı').fill(title);
  await form.getByRole('combobox', { name: 'Meslek' }).selectOption({ label: 'Tasarım' });
  await form.getByRole('combobox', { name: 'Ülke', exact: true }).selectOption('792');
  await form.getByRole('combobox', { name: 'Şehir', exact: true }).selectOption({ label: 'İstanbul' });
  await pick(page, 'Çalışma planları', 'Hibrit');
  await pick(page, 'Kişisel yetkinlikler', 'İletişim');
  await form.getByRole('combobox', { name: 'Ödeme planı' }).selectOption({ label: 'Aylık' });
  await form.getByLabel('En yüksek ücret', { exact: true }).fill('80000');
  await form.getByLabel('Yayın tarihi').fill('2026-01-10');
  await form.getByLabel('Bitiş tarihi').fill('2026-01-01');
  await form.getByLabel('Açıklama').fill('Ürünümüzün arayüzlerini birlikte tasarlayalım.');
  await form.getByRole('button', { name: 'İlanı yayınla' }).click();
  await expect(form).toContainText('En yüksek ücretin para birimi: Bu tutar için bir para birimi seçin.');
  await expect(form).toContainText('Bitiş tarihi: Başlangıç tarihi bitiş tarihinden sonra olamaz.');
  await form.getByRole('combobox', { name: 'En yüksek ücretin para birimi' }).selectOption('TRY');
  await form.getByLabel('Yayın tarihi').fill(new Date().toISOString().slice(0, 10));
  await form.getByLabel('Bitiş tarihi').fill('2030-06-30');
  await form.getByRole('button', { name: 'İlanı yayınla' }).click();
  await expect(page).toHaveURL(/\/tr\/panel\/ilanlarim$/);
  await expectToast(page, 'İlan yayınlandı.');
  const jobId = await jobIdOn(page, title);

  // An applicant with a complete profile applies through the API (the apply dialog is the EN journey's).
  const applicantEmail = `aday.${n}@example.com`;
  await verifiedAccount(applicantEmail, PASSWORD, 'Ayşe', 'Demir', 'tr');
  const applicant = await apiAs(applicantEmail, PASSWORD);
  const saved = await applicant.put('/api/v2/users/me', {
    data: {
      phoneCountry: 'TR',
      phone: '0532 765 43 21',
      socialLinks: { linkedin: `https://www.linkedin.com/in/ayse-demir-${n}` },
    },
  });
  expect(saved.ok()).toBe(true);
  const applied = await applicant.post('/apiJob/JobApply/Post', {
    data: { jobId, coverNote: 'Tasarım sistemleri kurmayı seviyorum.' },
  });
  expect(applied.ok()).toBe(true);
  await applicant.dispose();

  // The pipeline: one column per status, scrolling inside its own region at 390 px.
  await page.goto(`/tr/panel/ilanlarima-basvurular?jobId=${jobId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İlanlarıma başvurular');
  // A client-side link clicked while React is still hydrating the page can be lost: click again,
  // as a person would, until the pipeline's address is reached.
  const pipeline = page
    .getByRole('navigation', { name: 'Görünüm' })
    .getByRole('link', { name: 'Süreç panosu' });
  await expect(async () => {
    if (!/view=pipeline/.test(page.url())) await pipeline.click();
    await expect(page).toHaveURL(/view=pipeline/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const board = page.getByRole('region', { name: 'Duruma göre süreç panosu' });
  await expect(board.getByTestId('ats-column')).toHaveCount(6);
  const applied1 = board.getByRole('region', { name: /^Başvurdu/ });
  await expect(applied1.getByTestId('job-application')).toContainText('Ayşe Demir');
  expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Moved with the keyboard: the select, Taşı, then the dialog's confirm button (focus starts on Vazgeç).
  const card = applied1.getByTestId('job-application');
  await card
    .getByRole('combobox', { name: 'Ayşe Demir için yeni durum' })
    .selectOption({ label: 'İnceleniyor' });
  await card.getByRole('button', { name: 'Taşı: Ayşe Demir' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Ayşe Demir, “İnceleniyor” aşamasına taşınsın mı?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Taşı', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Ayşe Demir, İnceleniyor aşamasına taşındı.');
  const inReview = board.getByRole('region', { name: /^İnceleniyor/ });
  await expect(inReview.getByTestId('job-application')).toContainText('Ayşe Demir');
  await expect(inReview.getByTestId('job-application')).toBeFocused();
  await expect(applied1.getByTestId('job-application')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});
