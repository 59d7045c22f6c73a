/**
 * The public job pages in Chromium (issue 15 §2; public-and-account §2 "Job filter"): a visitor
 * reaches /jobs from the home count, filters by a working plan with the keyboard (the filter is
 * in the address, so the result is linkable), opens a job (JobPosting JSON-LD, the startup's
 * "Open jobs"), and the Apply button — reachable by Tab — asks to sign in and comes back to the
 * job. Then in Turkish at 390 px: the filters in their drawer, the list and the job fit the
 * phone. The seeded database has generated jobs (src/modules/jobs/generate.ts).
 *
 * Applying with a profile (phone and LinkedIn missing, then sent) is jobs-dashboard.spec.ts.
 */
import { expect, test, type Page } from './fixtures';
import { expectAccessible, expectNoSidewaysScroll } from './helpers';
import type { Locator } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** jobWorkingPlan items: 30001 on-site, 30002 remote, 30003 hybrid. */
const REMOTE = 30002;
const HYBRID = 30003;

/** Presses Tab until `target` has the focus (at most `max` times); fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 120) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('not reachable with the Tab key');
}

async function checkPage(page: Page) {
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
}

test('a visitor filters jobs by working plan with the keyboard, opens one and is asked to sign in to apply (EN)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.getByTestId('count-jobs')).toHaveText(/^[1-9][\d,]*$/);
  await page.getByRole('link', { name: 'Open jobs', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs');
  await expect(page.getByTestId('job-count')).toContainText(/open jobs?$/);
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  expect(await page.getByTestId('job-card').count()).toBeLessThanOrEqual(6);
  await checkPage(page);

  // The filter is reachable by Tab: Space checks "Remote", Enter on Filter applies it.
  const filter = page.getByTestId('job-filter');
  await expect(filter).toHaveAttribute('data-hydrated', 'true');
  const remote = filter
    .getByRole('group', { name: 'Working model' })
    .getByRole('checkbox', { name: 'Remote' });
  await tabTo(page, remote);
  await page.keyboard.press('Space');
  await expect(remote).toBeChecked();
  await tabTo(page, filter.getByRole('button', { name: 'Filter', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/jobs\\?plan=${REMOTE}$`));
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all())
    await expect(card.getByRole('list', { name: 'Working model' })).toContainText('Remote');
  const first = cards.first();
  const title = (await first.getByRole('heading', { level: 2 }).textContent())!.trim();
  await expect(first.getByRole('link').nth(1)).toHaveAttribute('href', /^\/startup\//);
  await expect(first).toContainText('Published');
  await checkPage(page);

  // The address alone shows the same result (a shared link, no JavaScript needed for it).
  await page.goto(page.url());
  await expect(page.getByTestId('job-card').first().getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(
    page.getByTestId('job-filter').getByRole('checkbox', { name: 'Remote', exact: true }),
  ).toBeChecked();

  // The job: its facts, plain-text description and JobPosting JSON-LD.
  await page.getByTestId('job-card').first().getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/job\/[a-z0-9-]+-\d+$/);
  const detail = page.getByTestId('job-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('job-facts')).toContainText('Remote');
  await expect(page.getByTestId('job-facts')).toContainText('Expires on');
  await expect(page.getByTestId('job-description')).toBeVisible();
  // The author's "- " lines read as a bulleted list, not as raw dashes.
  const responsibilities = page.getByTestId('job-responsibilities').getByRole('listitem');
  await expect(responsibilities.first()).toBeVisible();
  expect(await responsibilities.count()).toBeGreaterThanOrEqual(3);
  await expect(responsibilities.first()).not.toHaveText(/^-/);
  await expect(page.getByTestId('job-expired')).toHaveCount(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
    '@type': string;
    title: string;
    datePosted: string;
    validThrough: string;
    hiringOrganization: { name: string };
    jobLocationType?: string;
  };
  expect(jsonLd['@type']).toBe('JobPosting');
  expect(jsonLd.title).toBe(title);
  expect(jsonLd.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(jsonLd.jobLocationType).toBe('TELECOMMUTE');
  await checkPage(page);

  // Apply is reachable by Tab; a visitor is asked to sign in, with the way back to the job.
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  await tabTo(page, apply);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(dialog).toContainText('You have to login to send a message / apply.');
  const jobPath = new URL(page.url()).pathname;
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    new RegExp(`^/login\\?redirectUrl=${encodeURIComponent(jobPath)}$`),
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();

  // The startup's page lists the job among its open jobs.
  const startupName = jsonLd.hiringOrganization.name;
  await detail.getByRole('link', { name: startupName, exact: true }).first().click();
  await expect(page).toHaveURL(/\/startup\//);
  const openJobs = page.getByTestId('startup-open-jobs');
  await expect(openJobs.getByRole('heading', { level: 2 })).toHaveText('Open jobs');
  await expect(openJobs.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', jobPath);

  // No match: the empty state offers the whole list.
  await page.goto('/jobs?q=zzqxjwvqz');
  await expect(page.getByTestId('job-empty')).toContainText('No open jobs match your filter.');
  await page.getByRole('link', { name: 'Show all jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByTestId('job-card').first()).toBeVisible();
});

test('Türkçe: 390 px genişlikte iş ilanları, filtre çekmecesi ve başvuru için giriş', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/tr/is-ilanlari');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İş ilanları');
  await expect(page.getByTestId('job-card').first()).toBeInViewport();
  await checkPage(page);

  // On a phone the filters open in a drawer (a click before hydration does nothing: retry).
  const button = page.getByRole('button', { name: 'Filtreler (0)', exact: true });
  const drawer = page.getByRole('dialog', { name: 'Filtre' });
  await expect(async () => {
    await button.click();
    await expect(drawer).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await drawer
    .getByRole('group', { name: 'Çalışma modeli' })
    .getByRole('checkbox', { name: 'Hibrit' })
    .check();
  await checkPage(page);
  await drawer.getByRole('button', { name: 'Filtrele', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tr/is-ilanlari\\?plan=${HYBRID}$`));
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filtreler (1)', exact: true })).toBeVisible();
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all())
    await expect(card.getByRole('list', { name: 'Çalışma modeli' })).toContainText('Hibrit');
  await checkPage(page);

  // The job page fits the phone; Başvur asks a visitor to sign in.
  const title = (await cards.first().getByRole('heading', { level: 2 }).textContent())!.trim();
  await cards.first().getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/tr\/is-ilani\/[a-z0-9-]+-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('job-facts')).toContainText('Hibrit');
  await expect(page.getByTestId('job-facts')).toContainText('İlan bitiş tarihi');
  await checkPage(page);
  const apply = page.getByRole('button', { name: 'Başvur', exact: true });
  await tabTo(page, apply);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Devam etmek için giriş yapın' });
  await expect(dialog).toContainText('Mesaj göndermek / başvurmak için giriş yapmalısınız.');
  const jobPath = new URL(page.url()).pathname;
  await expect(dialog.getByRole('link', { name: 'Giriş yap' })).toHaveAttribute(
    'href',
    new RegExp(`^/tr/giris-yap\\?redirectUrl=${encodeURIComponent(jobPath)}$`),
  );
  await checkPage(page);
  await dialog.getByRole('link', { name: 'Giriş yap' }).click();
  await expect(page).toHaveURL(/\/tr\/giris-yap\?redirectUrl=/);
});
