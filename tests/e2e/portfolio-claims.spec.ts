/**
 * Portfolio claims in Chromium (issue 12 §4): an organizer lists another user's startup in an
 * organization's portfolio; it waits for the startup's team ("Awaiting the startup's
 * confirmation"), is not on the public tech-center page, and the organizer cannot confirm it
 * themselves; the founder sees the claim on the startup's edit page and confirms it with the
 * keyboard; then the startup shows on the organization's page.
 */
import {
  approveOrganization,
  createOrganizationThroughApi,
  createStartupThroughApi,
  SCIENCE_PARK,
} from './api-setup';
import { expect, test } from './fixtures';
import { BASE, expectAccessible, expectNoSidewaysScroll, signedInUser, expectToast } from './helpers';

test('an organization claims a startup; its founder confirms; it shows on the tech-center page', async ({
  page,
  browser,
}) => {
  // Three accounts, an admin approval and several page loads: more than the default minute.
  test.slow();
  const n = Date.now() % 1_000_000;
  const startup = `Yonca Tarım ${n}`;
  const orgName = `Erciyes Teknopark ${n}`;

  // The founder's startup.
  await signedInUser(page, 'en', 'founder');
  const { id: startupId, seoUrl: startupSeoUrl } = await createStartupThroughApi(page.request, startup);
  const startupEditUrl = `/profile/edit-startup/${startupSeoUrl}`;
  // No claims yet: no section.
  await page.goto(startupEditUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(startup);
  await expect(page.getByTestId('portfolio-claims')).toHaveCount(0);

  // Another user creates an organization and lists the founder's startup in it.
  const organizerContext = await browser.newContext();
  const organizer = await organizerContext.newPage();
  await signedInUser(organizer, 'en', 'organizer');
  // The organization itself is made through the API (organizers.spec.ts fills its form); its edit
  // form lists the startup.
  const { id: orgId, seoUrl: orgSeoUrl } = await createOrganizationThroughApi(
    organizer.request,
    orgName,
    SCIENCE_PARK,
  );
  await organizer.goto(`/dashboard/add-organizer/${orgSeoUrl}`);
  const edit = organizer.getByTestId('organization-form');
  await edit.getByRole('textbox', { name: 'Find a startup by name' }).fill(startup);
  await edit.getByRole('button', { name: `Add ${startup}` }).click();
  const chips = edit.getByTestId('organization-startup-chips');
  await expect(chips).toContainText(startup);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(organizer, 'Saved.');
  // Not the organizer's startup: only a claim until its team confirms.
  await expect(chips.getByTestId('startup-claim-pending')).toHaveText(
    "(Awaiting the startup's confirmation)",
  );
  await organizer.reload();
  await expect(
    organizer.getByTestId('organization-startup-chips').getByTestId('startup-claim-pending'),
  ).toHaveText("(Awaiting the startup's confirmation)");

  // The organizer cannot answer the claim for the startup (cross-account check over the API).
  const forged = await organizer.request.post(
    `/api/v2/startups/${startupId}/portfolio-claims/${orgId}/confirm`,
    { headers: { origin: BASE } },
  );
  expect(forged.status()).toBe(403);
  expect((await organizer.request.get(`/api/v2/startups/${startupId}/portfolio-claims`)).status()).toBe(403);

  // An admin approves the organization, so its public page exists (through the API: the approval
  // screen is organizers.spec.ts's).
  await approveOrganization(orgId);

  // The claim is not public yet.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/tech-center/${orgSeoUrl}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(orgName);
  await expect(visitor.getByTestId('tech-center')).not.toContainText(startup);

  // The founder sees the claim on the edit page and confirms it with the keyboard.
  await page.goto(startupEditUrl);
  const claims = page.getByTestId('portfolio-claims');
  await expect(claims.getByRole('heading', { name: 'Portfolio claims' })).toBeVisible();
  await expect(claims.getByRole('link', { name: orgName })).toHaveAttribute(
    'href',
    `/tech-center/${orgSeoUrl}`,
  );
  await expect(claims.getByRole('button', { name: `Decline ${orgName}` })).toBeEnabled();
  await expectAccessible(page, '[data-testid="portfolio-claims"]');
  // In Turkish on a phone: the same claim, labelled in Turkish, accessible, no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tr/profilim/girisim-duzenle/${startupSeoUrl}`);
  const trClaims = page.getByTestId('portfolio-claims');
  await expect(trClaims.getByRole('heading', { name: 'Portföy talepleri' })).toBeVisible();
  await expect(trClaims.getByRole('button', { name: `${orgName} talebini onayla` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, '[data-testid="portfolio-claims"]');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(startupEditUrl);
  await claims.getByRole('button', { name: `Confirm ${orgName}` }).focus();
  await page.keyboard.press('Enter');
  await expect(claims.getByRole('status')).toHaveText(`Confirmed: ${orgName} now shows your startup.`);
  await expect(claims.getByRole('heading', { name: 'Portfolio claims' })).toBeFocused();
  await expect(claims.getByTestId('portfolio-claim')).toHaveCount(0);

  // Now it is on the organization's public page, and no claim is left.
  await visitor.goto(`/tech-center/${orgSeoUrl}`);
  await expect(
    visitor.getByTestId('organization-startups').getByRole('link', { name: startup }),
  ).toBeVisible();
  await visitorContext.close();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(startup);
  await expect(page.getByTestId('portfolio-claims')).toHaveCount(0);

  // The organizer's form shows it confirmed.
  await organizer.reload();
  await expect(organizer.getByTestId('organization-startup-chips')).toContainText(startup);
  await expect(organizer.getByTestId('startup-claim-pending')).toHaveCount(0);
  await organizerContext.close();
});
