/**
 * The contact form and moderation in Chromium (issue 17 §1 contact-form-messages, banned-words;
 * §2 /contact-us; tests "a visitor sends the contact form and the admin reads it"): a visitor
 * sends the English form; the super admin finds it in contact-form-messages, opens it (read) and
 * answers it — the visitor gets the answer by e-mail; the Turkish form at /tr/iletisim, read by
 * the admin on the Turkish screens; a super admin bans a word and a founder's tagline holding
 * it (in capitals) is refused with the word named. Every screen passes axe and fits 390 px.
 */
import { expect, test } from './fixtures';
import { createStartupThroughApi } from './api-setup';
import { checkBothWidths, expectToast, mailTo, signedInUser, signInAsAdmin } from './helpers';

test('a visitor sends the contact form; the admin reads and answers it by e-mail (EN)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `visitor.${stamp}@example.com`;
  const subject = `Data correction ${stamp}`;

  // The visitor, not signed in.
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto('/contact-us');
  await expect(form.getByRole('heading', { level: 1 })).toBeVisible();
  await checkBothWidths(form);
  const contact = form.getByTestId('contact-form');
  await contact.getByRole('button', { name: 'Send message' }).click();
  // Every field is required: the first error takes the focus.
  await expect(contact.getByLabel('Your name')).toBeFocused();
  await contact.getByLabel('Your name').fill('Deniz Kaya');
  await contact.getByLabel('Your e-mail address').fill(email);
  await contact.getByLabel('Subject').fill(subject);
  await contact.getByLabel('Message').fill('Hello,\nthe founding year of our startup is wrong.');
  await contact.getByRole('button', { name: 'Send message' }).click();
  const sent = form.getByTestId('contact-sent');
  await expect(sent).toContainText('Thank you, your message has been sent.');
  await expect(sent).toContainText(email);
  await expect(sent).toBeFocused();
  await checkBothWidths(form);
  await visitor.close();

  // The super admin reads it in the admin area.
  await signInAsAdmin(page);
  await page.goto('/admin/management/contact-form-messages');
  await expect(page.getByRole('heading', { name: 'Contact form messages', level: 1 })).toBeVisible();
  const search = page.getByRole('search', { name: 'Search messages' });
  await search.getByLabel('Search messages').fill(subject);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  // The search is a plain GET form: the row is looked for on its result page, not on the page
  // the form is leaving (a click there could be overtaken by the form's navigation).
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByTestId('contact-table').getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('New');
  await checkBothWidths(page);
  await row.getByRole('link', { name: subject }).click();
  const message = page.getByTestId('contact-message');
  await expect(message.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
  await expect(message).toContainText('Read');
  await expect(page.getByTestId('contact-message-text')).toContainText(
    'the founding year of our startup is wrong.',
  );
  await checkBothWidths(page);

  // The answer goes to the visitor by e-mail.
  await message.getByLabel('Your answer').fill('Thank you, we have corrected the founding year.');
  await message.getByRole('button', { name: 'Send answer' }).click();
  await expectToast(page, 'The answer is on its way to the visitor.');
  await expect(page.getByTestId('contact-answer')).toContainText(
    'Thank you, we have corrected the founding year.',
  );
  await expect(message).toContainText('Answered');
  const mail = await mailTo(email, { subject: new RegExp(`^Re: ${subject}$`) });
  expect(mail.text).toContain('Hello Deniz Kaya,');
  expect(mail.text).toContain('Thank you, we have corrected the founding year.');

  // Archived, it leaves the inbox.
  await page.getByTestId('contact-archive').click();
  await expectToast(page, 'Message archived.');
  await message.getByRole('link', { name: 'Back to the messages' }).click();
  await expect(page.getByTestId('contact-messages')).not.toContainText(subject);
  await page
    .getByRole('navigation', { name: 'Show messages' })
    .getByRole('link', { name: /^Archived/ })
    .click();
  await expect(page.getByTestId('contact-table')).toContainText(subject);
});

test('Türkçe: ziyaretçi /tr/iletisim formunu gönderir, yönetici mesajı Türkçe ekranda okur', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const subject = `Üyelik sorusu ${stamp}`;
  await page.goto('/tr/iletisim');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const contact = page.getByTestId('contact-form');
  await contact.getByLabel('Adınız').fill('Ayşe Yılmaz');
  await contact.getByLabel('E-posta adresiniz').fill('gecersiz-adres');
  await contact.getByLabel('Konu').fill(subject);
  await contact.getByLabel('Mesaj').fill('Kurumsal paket kaç kişilik? Şirketimiz İzmir’de.');
  await contact.getByRole('button', { name: 'Mesajı gönder' }).click();
  await expect(contact).toContainText('Geçerli bir e-posta adresi girin.');
  await contact.getByLabel('E-posta adresiniz').fill(`ziyaretci.${stamp}@example.com`);
  await contact.getByRole('button', { name: 'Mesajı gönder' }).click();
  await expect(page.getByTestId('contact-sent')).toContainText('Teşekkürler, mesajınız gönderildi.');
  await checkBothWidths(page);

  // The super admin finds and reads it on the Turkish screens.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/tr/yonetici/yonetim/iletisim-formu-mesajlari');
  await expect(admin.getByRole('heading', { name: 'İletişim formu mesajları', level: 1 })).toBeVisible();
  const search = admin.getByRole('search', { name: 'Mesajlarda ara' });
  await search.getByLabel('Mesajlarda ara').fill(subject);
  await search.getByRole('button', { name: 'Ara', exact: true }).click();
  await expect(admin).toHaveURL(/[?&]q=/);
  const row = admin.getByTestId('contact-table').getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Yeni');
  await row.getByRole('link', { name: subject }).click();
  const message = admin.getByTestId('contact-message');
  await expect(message.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
  await expect(message).toContainText('Okundu');
  await expect(admin.getByTestId('contact-message-text')).toContainText(
    'Kurumsal paket kaç kişilik? Şirketimiz İzmir’de.',
  );
  await expect(message.getByLabel('Yanıtınız')).toBeVisible();
  await expect(message.getByRole('link', { name: 'Mesajlara dön' })).toBeVisible();
  await checkBothWidths(admin);
  await adminContext.close();
});

test('a super admin bans a word; a founder’s tagline holding it is refused (EN)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const word = `spamword${Date.now() % 1_000_000}`;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/management/banned-words');
  await expect(admin.getByRole('heading', { name: 'Banned words', level: 1 })).toBeVisible();
  const addForm = admin.getByTestId('banned-words-form');
  await addForm.getByLabel('Words or phrases').fill(`${word}, Sahte İlan ${word}`);
  await addForm.getByRole('button', { name: 'Add' }).click();
  await expectToast(admin, 'Added 2 entries.');
  const search = admin.getByRole('search', { name: 'Search banned words' });
  await search.getByLabel('Search banned words').fill(word.toUpperCase());
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByTestId('banned-words-table')).toContainText(word);
  await checkBothWidths(admin);
  await admin.goto('/admin/management/banned-mails');
  await expect(admin.getByRole('heading', { name: 'Banned e-mail addresses', level: 1 })).toBeVisible();
  await expect(admin.getByTestId('disposable-switch')).toBeChecked();
  await checkBothWidths(admin);
  await adminContext.close();

  const name = `Mavi Yelken ${Date.now() % 1_000_000}`;
  await signedInUser(page, 'en', 'founder');
  await createStartupThroughApi(page.request, name);
  await page.goto(`/startups?q=${encodeURIComponent(name)}&view=table`);
  const row = page.getByTestId('startup-table').getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Edit tagline of ${name}` }).click();
  const input = row.getByRole('textbox', { name: `tagline of ${name}` });
  await input.fill(`The best ${word.toUpperCase()} in town`);
  await input.press('Enter');
  await row
    .getByRole('group', { name: 'Save this change?' })
    .getByRole('button', { name: 'Yes, save' })
    .click();
  await expect(
    page.getByText(`This text contains a word that is not allowed: "${word.toUpperCase()}"`).first(),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('startup-table').getByRole('row').filter({ hasText: name }),
  ).not.toContainText(word.toUpperCase());
});
