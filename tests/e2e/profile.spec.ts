/**
 * The profile editor in Chromium (issue 4; spec §2 /profile, §4 unsaved edits and profile
 * lists, §5 rules): personal information with server-checked rules, the Save/Undo notice,
 * work experience, education and skill rows, a photo upload — then the talent chooses to be
 * listed and a recruiter finds them on /talents by city, skill and school through the filter
 * panel; in English and Turkish. Listing (decision 0025): a new account's switch is off, with its
 * explanation; switching on without a title names what is missing; with a title and an about
 * text it switches on and links the talent page; in English and Turkish.
 */
import zlib from 'node:zlib';
import { expect, test } from './fixtures';
import { expectAccessible, pick, signedInUser, signInAsAdmin, expectToast } from './helpers';

/** A small valid PNG (solid colour), made without image tools. */
function png(width = 64, height = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x55)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a talent fills the profile (rules, notice, experience, education, skill, photo) and a recruiter finds them by city, skill and school (English)', async ({
  page,
  browser,
}) => {
  const title = `Data scientist ${Date.now() % 1_000_000}`;
  await signedInUser(page, 'en', 'talent');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const form = page.getByTestId('profile-form');
  await expect(form.getByLabel('E-mail')).toHaveValue(/talent\.en\./);
  const before = await page.getByTestId('profile-fullness').textContent();

  // Editing raises the notice; Undo restores the saved value.
  await form.getByLabel('Title').fill('Data scientist');
  const notice = page.getByTestId('unsaved-notice');
  await expect(notice).toContainText('There are unsaved changes');
  await expect(notice).toContainText('Save your changes');
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(notice).toHaveText('Changes are undone');
  await expect(form.getByLabel('Title')).toHaveValue('');

  // The server's rules, with their messages.
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Phone', { exact: true }).fill('12345');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form).toContainText('Phone number must be correct!');
  await expect(form).toContainText('You must choose at least 1 employment types');

  await form.getByLabel('Phone', { exact: true }).fill('0532 123 45 67');
  await form.getByLabel('Full-time').check();
  await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('792');
  await form.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'İstanbul' });
  await form.getByRole('textbox', { name: 'About me' }).click();
  await page.keyboard.type('I turn data into decisions.');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Saved.');

  // A work experience row.
  const experience = page.getByTestId('list-experience');
  await experience.getByLabel('Title').fill('Analyst');
  await experience.getByLabel('Company').fill('Trendyol');
  await experience.getByLabel('Start date').fill('2020-02-01');
  await experience.getByLabel('End date').fill('2019-01-01');
  await experience.getByRole('button', { name: 'Save Work experience' }).click();
  await expect(experience).toContainText('The start date cannot be after the end date.');
  await experience.getByLabel('End date').fill('2023-01-31');
  await experience.getByRole('button', { name: 'Save Work experience' }).click();
  await expectToast(page, 'Saved.');

  // A photo upload through the crop dialog (issue 13 §4), stored in every size.
  await page.getByTestId('profile-images').getByRole('button', { name: 'Change photo' }).click();
  const photoDialog = page.getByRole('dialog', { name: 'Change photo' });
  await photoDialog.getByLabel('Choose an image').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png(),
  });
  await photoDialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(photoDialog).toBeHidden();
  await expect(page.getByAltText('Profile photo')).toHaveAttribute(
    'src',
    /\/uploads\/users\/.+\/pP_256\.webp\?v=\d+/,
  );
  // Education with a university picked from the suggestions.
  const education = page.getByTestId('list-education');
  const school = education.getByRole('combobox', { name: 'School', exact: true });
  await school.fill('Middle East Tech');
  await expect(education.locator('datalist option[value="Middle East Technical University"]')).toHaveCount(1);
  await school.fill('Middle East Technical University');
  await education.getByLabel('Department').fill('Statistics');
  await education.getByRole('button', { name: 'Save Education' }).click();
  await expectToast(page, 'Saved.');

  // A technical skill.
  const skills = page.getByTestId('list-skill');
  await skills.getByRole('combobox', { name: 'Skill', exact: true }).selectOption({ label: 'TypeScript' });
  await skills.getByRole('button', { name: 'Save Skills' }).click();
  await expectToast(page, 'Saved.');

  // A profession (job role).
  const professions = page.getByTestId('professions');
  await professions.getByLabel('Add a profession').selectOption({ label: 'Engineering' });
  await expect(professions.getByRole('listitem')).toHaveText(['Engineering×']);
  await page.reload();
  await expect(page.getByTestId('profile-form').getByLabel('Title')).toHaveValue(title);
  await expect(page.getByTestId('professions').getByRole('listitem')).toHaveText(['Engineering×']);
  await expect(page.getByTestId('list-experience').getByLabel('Company')).toHaveValue('Trendyol');
  expect(await page.getByTestId('profile-fullness').textContent()).not.toBe(before);

  // Being listed is the talent's choice (off for new accounts): they switch it on.
  const listing = page.getByRole('switch', { name: 'List me as a talent' });
  await expect(listing).toHaveAttribute('aria-checked', 'false');
  await listing.click();
  await expect(listing).toHaveAttribute('aria-checked', 'true');

  // A recruiter with the premium filters (the admin) finds the talent on /talents through the
  // filter panel: city, skill and school.
  const recruiter = await browser.newContext();
  const search = await recruiter.newPage();
  await signInAsAdmin(search);
  await search.goto('/talents');
  const panel = search.getByTestId('talent-filter');
  await panel.getByRole('combobox', { name: 'Country', exact: true }).selectOption('792');
  await panel.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'İstanbul' });
  await pick(search, 'Skills · Premium', 'TypeScript');
  const schoolInput = panel.getByRole('combobox', { name: 'Schools · Premium' });
  await schoolInput.fill('Middle East Tech');
  await expect(search.locator('datalist option[value="Middle East Technical University"]')).toHaveCount(1);
  await schoolInput.fill('Middle East Technical University');
  await expect(panel.getByTestId('chosen-schools')).toContainText('Middle East Technical University');
  await panel.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(search).toHaveURL(/skill=3002/);
  await expect(search).toHaveURL(/school=/);
  const card = search.getByTestId('talent-card').filter({ hasText: title });
  await expect(card).toContainText('İstanbul');
  await recruiter.close();
});

test('Türkçe: profil kuralları Türkçe mesajlarla; sosyal bağlantı yalnızca kendi alan adından', async ({
  page,
}) => {
  await signedInUser(page, 'tr', 'talent');
  await page.goto('/tr/profilim');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profilim');
  const form = page.getByTestId('profile-form');
  await form.getByLabel('Tam zamanlı').check();
  await form.getByLabel('LinkedIn').fill('https://facebook.com/elif');
  await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(form).toContainText('Lütfen geçerli bir LinkedIn adresi girin.');
  await form.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/elif');
  await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expectToast(page, 'Kaydedildi.');
  // An upload that is not an image is refused in Turkish (in the image dialog, before sending).
  await page.getByTestId('profile-images').getByRole('button', { name: 'Fotoğrafı değiştir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fotoğrafı değiştir' });
  await dialog.getByLabel('Bir görsel seçin').setInputFiles({
    name: 'cv.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.4\n%%EOF'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Yüklenen dosya bir resim değil');
  await expect(dialog.getByRole('button', { name: 'Yükle', exact: true })).toBeDisabled();
});

test('a new account is not listed; switching on needs a title and one more section, then links the talent page (English)', async ({
  page,
}) => {
  await signedInUser(page, 'en', 'listing');
  await page.goto('/profile');
  const section = page.getByTestId('listing-switch');
  const listing = section.getByRole('switch', { name: 'List me as a talent' });
  await expect(listing).toHaveAttribute('aria-checked', 'false');
  await expect(listing).toHaveAccessibleDescription(
    /^You are not listed: your profile shows in no directory, home page or search.*Being listed needs a title and one more section/,
  );
  await expect(section.getByRole('link', { name: 'See your talent page' })).toHaveCount(0);

  // Without a title the server refuses, naming what is missing; the switch stays off.
  await listing.click();
  const problem = section.getByRole('alert');
  await expect(problem).toContainText(
    'Add a title and one more section to your profile before you are listed.',
  );
  await expect(problem).toContainText('Add a title.');
  await expect(problem).toContainText('Add one more section: about me, a work experience');
  await expect(listing).toHaveAttribute('aria-checked', 'false');
  await expectAccessible(page, '[data-testid="listing-switch"]');

  // A title and an about text, saved: now the switch turns on and links the talent page.
  const title = `Growth marketer ${Date.now() % 1_000_000}`;
  const form = page.getByTestId('profile-form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Full-time').check();
  await form.getByRole('textbox', { name: 'About me' }).click();
  await page.keyboard.type('I grow products on small budgets.');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Saved.');
  await listing.click();
  await expect(listing).toHaveAttribute('aria-checked', 'true');
  await expect(problem).toHaveCount(0);
  await expect(listing).toHaveAccessibleDescription(/^You are listed: /);
  await section.getByRole('link', { name: 'See your talent page' }).click();
  await expect(page).toHaveURL(/\/talent\/[^/]+$/);
  await expect(page.getByTestId('talent-detail')).toContainText(title);
});

test('Türkçe: yeni hesap listelenmez; unvan ve bir bölüm daha olmadan açılmaz, sonra yetenek sayfasına bağlantı verir', async ({
  page,
}) => {
  await signedInUser(page, 'tr', 'listeleme');
  await page.goto('/tr/profilim');
  const section = page.getByTestId('listing-switch');
  const listing = section.getByRole('switch', { name: 'Beni yetenek olarak listele' });
  await expect(listing).toHaveAttribute('aria-checked', 'false');
  await expect(listing).toHaveAccessibleDescription(
    /^Listelenmiyorsunuz: profiliniz hiçbir listede, ana sayfada ya da aramada görünmez.*Listelenmek için bir unvan ve bir bölüm daha gerekir/,
  );

  await listing.click();
  const problem = section.getByRole('alert');
  await expect(problem).toContainText('Listelenmeden önce profilinize bir unvan ve bir bölüm daha ekleyin.');
  await expect(problem).toContainText('Bir unvan ekleyin.');
  await expect(problem).toContainText('Bir bölüm daha ekleyin: hakkımda, bir iş deneyimi');
  await expect(listing).toHaveAttribute('aria-checked', 'false');

  const title = `Büyüme pazarlamacısı ${Date.now() % 1_000_000}`;
  const form = page.getByTestId('profile-form');
  await form.getByLabel('Unvan', { exact: true }).fill(title);
  await form.getByLabel('Tam zamanlı').check();
  await form.getByRole('textbox', { name: 'Hakkımda' }).click();
  await page.keyboard.type('Küçük bütçelerle ürün büyütürüm.');
  await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expectToast(page, 'Kaydedildi.');
  await listing.click();
  await expect(listing).toHaveAttribute('aria-checked', 'true');
  await expect(problem).toHaveCount(0);
  await expect(listing).toHaveAccessibleDescription(/^Listeleniyorsunuz: /);
  await section.getByRole('link', { name: 'Yetenek sayfanızı görün' }).click();
  await expect(page).toHaveURL(/\/tr\/yetenek\/[^/]+$/);
  await expect(page.getByTestId('talent-detail')).toContainText(title);
});
