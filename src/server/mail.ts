/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise every message is
 * written as a JSON file to OUTBOX_DIR (the development outbox; tests read it). Every mail is
 * recorded in the e-mail log (`email_log`, issue 17 §4 "EmailList: every mail the platform sent
 * or failed to send, with its kind and status").
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { isUndeliverableAddress } from '@/lib/sample-mail';
import { emailLog } from '@/modules/operations/schema';
import type { Db } from './db/client';
import { env } from './env';
import { logger } from './logger';

export interface MailMessage {
  /**
   * What the mail is, for the e-mail log: `verify-email`, `password-reset`, `team-invitation`,
   * `notification`, `digest`, `contact-answer`… (lower-case words joined by hyphens).
   */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go (the Reply-To header), e.g. the visitor of a /contact-us message. */
  replyTo?: string;
}

/** How a mail ended: sent by SMTP, written to the outbox, dropped (reserved address) or failed. */
export type MailStatus = 'sent' | 'outbox' | 'dropped' | 'failed';

/** Longest transport error kept in the e-mail log (characters). */
const MAIL_ERROR_MAX = 2_000;

/**
 * Writes the e-mail log row of one mail through `db` (default the process database). Never
 * throws: a mail that went out is not failed because its log row could not be written.
 */
async function logMail(
  db: Db | undefined,
  message: Pick<MailMessage, 'kind' | 'to' | 'subject'>,
  status: MailStatus,
  error?: string,
): Promise<void> {
  try {
    const target = db ?? (await (await import('./db/client')).getDb());
    await target.insert(emailLog).values({
      kind: (message.kind || 'other').slice(0, 64),
      recipient: message.to.slice(0, 320),
      subject: message.subject.slice(0, 500),
      status,
      error: error?.slice(0, MAIL_ERROR_MAX) ?? null,
    });
  } catch (failure) {
    logger().warn({ err: failure, kind: message.kind, status }, 'the e-mail log could not be written');
  }
}

export interface OutboxEntry extends MailMessage {
  id: string;
  /** UTC ISO-8601. */
  date: string;
}

/**
 * Sends `message` and records it in the e-mail log through `db` (default the process database):
 * `sent` (SMTP accepted it), `outbox` (no SMTP_URL: written to the outbox folder), `dropped`
 * (sample users' reserved `.invalid` addresses, lib/sample-mail: they never get e-mails) or
 * `failed` with the transport's error, which is then rethrown (the mail queue retries it, and
 * each attempt is logged). A message without a `kind` (a job queued before kinds existed) is
 * logged as `other`.
 * @throws the transport's error when SMTP refuses the mail.
 */
export async function sendMail(message: MailMessage, db?: Db): Promise<void> {
  // What the transport sends: the kind is for the log only.
  const mail = {
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
  };
  if (isUndeliverableAddress(message.to)) {
    await logMail(db, message, 'dropped');
    return;
  }
  const { SMTP_URL, MAIL_FROM, OUTBOX_DIR } = env();
  if (SMTP_URL) {
    try {
      await nodemailer.createTransport(SMTP_URL).sendMail({ from: MAIL_FROM, ...mail });
    } catch (error) {
      await logMail(db, message, 'failed', (error as Error)?.message ?? String(error));
      throw error;
    }
    await logMail(db, message, 'sent');
    return;
  }
  try {
    fs.mkdirSync(OUTBOX_DIR, { recursive: true });
    const entry: OutboxEntry = { id: crypto.randomUUID(), date: new Date().toISOString(), ...message };
    // Written whole under a temporary name, then renamed: a reader of the outbox never sees a
    // half-written .json file (a journey read one once and failed on the JSON).
    const file = path.join(OUTBOX_DIR, `${entry.date.replace(/[:.]/g, '-')}-${entry.id}.json`);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(entry, null, 2));
    fs.renameSync(`${file}.tmp`, file);
  } catch (error) {
    await logMail(db, message, 'failed', (error as Error)?.message ?? String(error));
    throw error;
  }
  await logMail(db, message, 'outbox');
}

/** The outbox, newest first (development and tests only). */
export function readOutbox(): OutboxEntry[] {
  const dir = env().OUTBOX_DIR;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxEntry);
}
