/**
 * /contact-us messages (issue 17 §2 "/contact-us (form with captcha and rate limit, stored and
 * mailed to the site's contact address)"; spec public §2 static pages, §9 "Captcha version 2").
 *
 * A visitor (or a signed-in user) sends name, e-mail, subject and message. In order:
 * 1. the input is checked (name ≤ 100, subject ≤ 150, message ≤ 5,000 characters, a valid e-mail);
 * 2. the captcha, when the installation asks for one (CAPTCHA=altcha, src/server/captcha.ts):
 *    the solution rides in the `x-captcha-response` header, as on registration;
 * 3. the rate limit: CONTACT_FORM_LIMIT (default 5) messages an hour per client address and
 *    per sender e-mail, shared by every process (src/server/rate-limit.ts); past it 429;
 * 4. banned words in the name, subject and message (src/modules/moderation);
 * 5. stored in `contact_messages` and, in the same transaction, a mail queued to the site's
 *    form recipient (settings `contact.formRecipient`, else MAIL_FROM) with Reply-To the
 *    visitor — never sent inline (decision 0018).
 * Every refusal of 2–4 is a `spam_events` row. Managing the messages: ./contact-admin.ts.
 */
import type { Ctx } from '@/server/context';
import { captchaEnabled, verifyCaptcha } from '@/server/captcha';
import { env } from '@/server/env';
import { DomainError, ValidationError } from '@/server/errors';
import { enqueue, wakeWorkers } from '@/server/queue';
import { sharedLimit } from '@/server/rate-limit';
import { messagesOf } from '@/server/i18n';
import { escapeHtml } from '@/lib/html';
import { localizedPath } from '@/i18n/paths';
import { assertNoBannedWords } from '@/modules/moderation/banned-words';
import { hashClientAddress, recordSpamEvent } from '@/modules/moderation/spam';
import { parseInput } from '@/modules/moderation/admin-access';
import { contactMessages } from './schema';
import { getContactSettings } from './settings';
import { contactInput, type ContactInput } from './contact-validation';

/** Where the request came from: the client address (for the limit) and the captcha solution. */
export interface ContactRequestMeta {
  /** The client's address as the HTTP server resolved it (CLIENT_IP_HEADER); may be empty. */
  clientAddress?: string | null;
  /** The ALTCHA payload (`x-captcha-response`), when the captcha is on. */
  captcha?: string | null;
}

/** Plain text as mail HTML: paragraphs, line breaks kept, everything escaped. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The shared hourly limit of one kind of key (`address` or `email`). */
const hourly = (ctx: Ctx, kind: 'address' | 'email') =>
  sharedLimit(ctx.db, { name: `contact-${kind}`, points: env().CONTACT_FORM_LIMIT, durationSeconds: 3600 });

/**
 * Stores a /contact-us message and queues its mail to the site (see the module comment).
 * The viewer's locale is the message's language (the answer's language).
 * Output: `{ received: true }`.
 * @throws ValidationError (fields `name`, `email`, `subject`, `message`: 'validation.required',
 *   'contact.*_length', 'contact.email_invalid', 'moderation.banned_word'; `captcha`:
 *   'contact.captcha_failed'); DomainError 429 'contact.too_many' (params retryAfter seconds,
 *   minutes) with Retry-After.
 */
export async function sendContactMessage(
  ctx: Ctx,
  input: ContactInput,
  meta: ContactRequestMeta = {},
): Promise<{ received: true }> {
  const v = parseInput(contactInput, input);
  const email = v.email.toLowerCase();
  const clientHash = hashClientAddress(meta.clientAddress);
  const who = { userId: ctx.viewer.userId, email, clientHash };
  if (captchaEnabled() && !(await verifyCaptcha(meta.captcha))) {
    await recordSpamEvent(ctx.db, 'captcha', who, 'contact-form');
    throw new ValidationError('contact.captcha_failed', { captcha: 'contact.captcha_failed' });
  }
  const states = await Promise.all([
    clientHash ? hourly(ctx, 'address').consume(clientHash) : null,
    hourly(ctx, 'email').consume(email),
  ]);
  const refused = states.find((s) => s && !s.allowed);
  if (refused) {
    await recordSpamEvent(ctx.db, 'rate_limit', who, 'contact-form');
    const retryAfter = Math.max(1, refused.retryAfterSeconds);
    throw new DomainError(429, 'contact.too_many', { retryAfter, minutes: Math.ceil(retryAfter / 60) });
  }
  await assertNoBannedWords(ctx.db, { name: v.name, subject: v.subject, message: v.message }, who);
  const recipient = (await getContactSettings(ctx.db)).formRecipient;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: v.name,
        email,
        subject: v.subject,
        message: v.message,
        locale: ctx.locale,
        userId: ctx.viewer.userId,
      })
      .returning({ id: contactMessages.id });
    const t = messagesOf('en', 'contactMail');
    const link = `${env().PUBLIC_ORIGIN}${localizedPath('/admin/management/contact-form-messages', 'en', {}, { id: row!.id })}`;
    const language = ctx.locale === 'tr' ? 'Turkish' : 'English';
    const intro = t('toSite.intro', { name: v.name, email, language });
    const outro = t('toSite.outro', { link, email });
    await enqueue(tx, 'mail', {
      kind: 'contact-message',
      to: recipient,
      replyTo: email,
      subject: t('toSite.subject', { subject: v.subject }),
      text: `${intro}\n\n${v.message}\n\n${outro}`,
      html: `${textToHtml(intro)}<blockquote>${textToHtml(v.message)}</blockquote>${textToHtml(outro)}`,
    });
  });
  wakeWorkers('mail');
  return { received: true };
}
