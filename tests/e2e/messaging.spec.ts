/**
 * Messages in Chromium (issue 15 §3; dashboard-and-operations §2 `/dashboard/messages`,
 * `/dashboard/message-detail/{otherUserSeoUrl}`, §5 "Messages: blank not allowed", §8;
 * public-and-account §3 header counts, §7 unread count after each route change): two users in
 * two browser contexts. A opens B's talent page, follows "Send a message", is refused a blank
 * message, sends one; B — with the messages page open — sees it arrive without a reload and the
 * header count go to 1, opens it and the count goes back to 0; B's answer reaches A's open
 * thread live. Visitors get the login link and make no count or event-stream request.
 * English at 1280 px, then Turkish at 390 px.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, request, test } from './fixtures';
import { BASE, expectAccessible, expectNoSidewaysScroll, verifiedAccount } from './helpers';

const PASSWORD = 'Kapadokya!52';

/**
 * A new verified user named `name surname`, signed in through the API on `api` (a page's
 * `request`, which shares the page's cookies, or a request context); returns their profile
 * seoUrl. `listed`: they give their profile a title and an about text and choose to be listed,
 * so their talent page is public (new accounts are not listed).
 */
async function userOn(
  api: APIRequestContext,
  locale: 'en' | 'tr',
  prefix: string,
  name: string,
  surname: string,
  { listed = false } = {},
) {
  const email = `${prefix}.${locale}.${Date.now()}@example.com`;
  const headers = { origin: BASE };
  await verifiedAccount(email, PASSWORD, name, surname, locale);
  const signIn = await api.post('/api/auth/sign-in/email', { headers, data: { email, password: PASSWORD } });
  expect(signIn.status(), `sign-in of ${email}`).toBe(200);
  if (listed) {
    const profile = { title: 'Product designer', about: 'I design products for startups.' };
    expect((await api.put('/api/v2/users/me', { headers, data: profile })).ok()).toBe(true);
    const listing = await api.put('/api/v2/users/me/listing', { headers, data: { listed: true } });
    expect(listing.ok()).toBe(true);
  }
  // The viewer's own profile (GET /api/v2/users/me) carries the seoUrl others address them by.
  const answer = await api.get('/api/v2/users/me');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { seoUrl: string } }).data.seoUrl;
}

/** A page in a new browser context (a second person), `width` px wide. */
async function secondPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  return context.newPage();
}

const TEXT = {
  en: {
    talent: (seo: string) => `/talent/${seo}`,
    messages: '/dashboard/messages',
    threadPath: (seo: string) => new RegExp(`/dashboard/message-detail/${seo}$`),
    listTitle: 'Messages',
    empty: 'No conversations yet.',
    send: 'Send a message',
    loginToSend: 'Log in to send a message',
    loginRequired: 'You have to login to send a message / apply.',
    box: 'Your message',
    sendButton: 'Send',
    blank: 'You cannot send blank messages.',
    headerMessages: (n: number) => (n ? `Messages, ${n} unread` : 'Messages'),
    headerNotifications: 'Notifications',
    hello: 'Hello Deniz, the deck is at https://example.com/deck.',
    reply: 'Thanks! Talk tomorrow?',
    unreadBadge: '1 unread message',
    newTab: '(opens in a new tab)',
  },
  tr: {
    talent: (seo: string) => `/tr/yetenek/${seo}`,
    messages: '/tr/panel/mesajlar',
    threadPath: (seo: string) => new RegExp(`/tr/panel/mesaj-detayi/${seo}$`),
    listTitle: 'Mesajlar',
    empty: 'Henüz bir konuşmanız yok.',
    send: 'Mesaj gönder',
    loginToSend: 'Mesaj göndermek için giriş yapın',
    loginRequired: 'Mesaj göndermek / başvurmak için giriş yapmalısınız.',
    box: 'Mesajınız',
    sendButton: 'Gönder',
    blank: 'Boş mesaj gönderemezsiniz.',
    headerMessages: (n: number) => (n ? `Mesajlar, ${n} okunmamış` : 'Mesajlar'),
    headerNotifications: 'Bildirimler',
    hello: 'Merhaba Deniz, sunum https://example.com/sunum adresinde.',
    reply: 'Teşekkürler! Yarın konuşalım mı?',
    unreadBadge: '1 okunmamış mesaj',
    newTab: '(yeni sekmede açılır)',
  },
} as const;

for (const [locale, width] of [
  ['en', 1280],
  ['tr', 390],
] as const) {
  const L = TEXT[locale];
  test.describe(`${locale.toUpperCase()} at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test(`a message arrives live and the unread count follows it (${locale})`, async ({ page, browser }) => {
      test.setTimeout(120_000);
      const a = page;
      const b = await secondPage(browser, width);
      const aSeoUrl = await userOn(a.request, locale, 'sender', 'Arda', 'Yılmaz');
      const bSeoUrl = await userOn(b.request, locale, 'recipient', 'Deniz', 'Kaya', { listed: true });

      // B waits on the messages page, its live event stream open: nothing yet, no unread count.
      const stream = b.waitForResponse((response) => response.url().includes('/api/v2/events'));
      await b.goto(L.messages);
      expect((await stream).status()).toBe(200);
      await expect(b.getByRole('heading', { level: 1 })).toHaveText(L.listTitle);
      await expect(b.getByText(L.empty)).toBeVisible();
      await expect(b.getByTestId('header-messages')).toHaveAccessibleName(L.headerMessages(0));
      await expect(b.getByTestId('header-notifications')).toHaveAccessibleName(L.headerNotifications);
      await expectAccessible(b);
      await expectNoSidewaysScroll(b);
      // Survives only if the page is never reloaded.
      await b.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

      // A goes from B's talent page to the conversation.
      await a.goto(L.talent(bSeoUrl));
      await a.getByRole('link', { name: L.send }).click();
      await expect(a).toHaveURL(L.threadPath(bSeoUrl));
      await expect(a.getByRole('heading', { level: 1 })).toHaveText('Deniz Kaya');
      const box = a.getByRole('textbox', { name: L.box });
      // The rules come from the API: a blank message is refused with its message.
      await box.fill('   ');
      await a.getByRole('button', { name: L.sendButton, exact: true }).click();
      await expect(a.getByTestId('composer-error')).toHaveText(L.blank);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      // Shift+Enter is a new line; Enter sends.
      await box.fill('line one');
      await box.press('Shift+Enter');
      await expect(box).toHaveValue('line one\n');
      await box.fill(L.hello);
      await box.press('Enter');
      await expect(box).toHaveValue('');
      const sent = a.getByTestId('message').last();
      // The link's text carries a screen-reader note ("opens in a new tab") after the address.
      await expect(sent).toContainText(L.hello.split('https://')[0]!);
      await expect(sent).toHaveAttribute('data-from', 'me');
      const link = sent.getByRole('link', { name: new RegExp('^https://example\\.com/') });
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleName(new RegExp(L.newTab.replace(/[()]/g, '\\$&')));
      await expectAccessible(a);

      // B sees the conversation appear and the header count go to 1, without a reload.
      const row = b.getByTestId('conversation');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Arda Yılmaz');
      await expect(row.getByTestId('conversation-last')).toContainText(L.hello.slice(0, 12));
      await expect(row).toContainText(L.unreadBadge);
      await expect(b.getByTestId('header-messages')).toHaveAccessibleName(L.headerMessages(1));
      await expect(b.getByTestId('header-messages-count')).toHaveText('1');
      expect(await b.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      await expectAccessible(b);

      // B opens it: the message is there and the count goes back to 0.
      await row.getByRole('link').click();
      await expect(b).toHaveURL(L.threadPath(aSeoUrl));
      await expect(b.getByTestId('thread')).toContainText(L.hello.split('https://')[0]!);
      await expect(b.getByTestId('header-messages')).toHaveAccessibleName(L.headerMessages(0));
      await expect(b.getByTestId('header-messages-count')).toHaveCount(0);
      await expectAccessible(b);
      await expectNoSidewaysScroll(b);

      // B answers; it reaches A's open thread live and is announced there.
      await b.getByRole('textbox', { name: L.box }).fill(L.reply);
      await b.getByRole('button', { name: L.sendButton, exact: true }).click();
      await expect(b.getByTestId('message').last()).toContainText(L.reply);
      await expect(a.getByTestId('message').last()).toContainText(L.reply);
      await expect(a.getByTestId('message').last()).toHaveAttribute('data-from', 'other');
      await expect(a.getByTestId('thread-announcements')).toContainText(L.reply);
      // A has the thread open, so the answer is read at once: no count stays behind.
      await expect(a.getByTestId('header-messages')).toHaveAccessibleName(L.headerMessages(0));
      await b.context().close();
    });

    test(`a visitor is asked to log in and makes no count request (${locale})`, async ({ page }) => {
      // The member only makes API calls: a request context, no browser.
      const member = await request.newContext({ baseURL: BASE });
      const seoUrl = await userOn(member, locale, 'talent', 'Deniz', 'Kaya', { listed: true });
      await member.dispose();
      const live: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/v2\/(events|me\/counts)|GetUserUnReadedMessageCount/.test(request.url()))
          live.push(request.url());
      });
      await page.goto(L.talent(seoUrl));
      await expect(page.getByText(L.loginRequired)).toBeVisible();
      await expect(page.getByTestId('header-messages')).toHaveCount(0);
      await page.getByRole('link', { name: L.loginToSend }).click();
      await expect(page).toHaveURL(/redirectUrl=/);
      expect(live).toEqual([]);
    });
  });
}
