/**
 * A CV is a private file (decision 0025, docs/security.md): a signed-in talent uploads one on the
 * profile page and opens it; a fresh browser (no session) then tries every address the page
 * reveals — each link, image and source, the old public address made from the user id in the
 * photo addresses — and never receives the PDF.
 */
import { expect, test } from './fixtures';
import { BASE, expectAccessible, signedInUser } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n% private-cv-journey\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

test('a talent uploads a CV and opens it; a fresh browser cannot fetch it from any address the page reveals (English)', async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'en', 'cv');
  await page.goto('/profile');
  const images = page.getByTestId('profile-images');
  await images.getByLabel('Upload a CV (PDF)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  const view = images.getByRole('link', { name: 'View the CV' });
  await expect(view).toBeVisible();
  await expectAccessible(page);
  const cvAddress = await view.getAttribute('href');
  expect(cvAddress).toBe('/api/v2/users/me/cv');
  // The owner's session gets the file.
  const own = await page.request.get(cvAddress!);
  expect(own.status()).toBe(200);
  expect(Buffer.from(await own.body()).equals(PDF)).toBe(true);

  // Every address the page reveals, plus the old public address made from the user id.
  const html = await page.content();
  const revealed = new Set(
    [...html.matchAll(/(?:href|src|srcset|content)="([^"]+)"/g)]
      .flatMap((m) => m[1]!.split(/,\s*/).map((part) => part.trim().split(/\s+/)[0]!))
      .filter((a) => a.startsWith('/') && !a.startsWith('//'))
      .map((a) => a.replace(/&amp;/g, '&')),
  );
  const me = (await (await page.request.get('/api/v2/users/me')).json()) as { data: { userId: string } };
  const userId = me.data.userId;
  expect(userId).toBeTruthy();
  revealed.add(`/uploads/users/${userId}/cv.pdf`);
  revealed.add(cvAddress!);

  const stranger = await browser.newContext({ baseURL: BASE });
  try {
    for (const address of revealed) {
      const res = await stranger.request.get(address, { maxRedirects: 0 });
      const body = res.status() === 200 ? Buffer.from(await res.body()) : Buffer.alloc(0);
      expect(body.includes(Buffer.from('private-cv-journey')), address).toBe(false);
    }
    expect((await stranger.request.get(cvAddress!)).status()).toBe(404);
  } finally {
    await stranger.close();
  }
});
