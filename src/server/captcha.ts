/**
 * Optional self-hosted proof-of-work captcha (issue 3 "captcha-ready": ALTCHA, off by
 * default; spec §9 "Captcha version 2, normal size"). With `CAPTCHA=altcha` the register form
 * shows the ALTCHA widget, which fetches a signed challenge from `GET /api/v2/captcha/challenge`,
 * solves it in the browser (PBKDF2/SHA-256) and sends the solution in the
 * `x-captcha-response` header; the sign-up hook verifies it. Challenges expire after 10
 * minutes and each solution is accepted once, by every server process together: the used
 * solutions are a shared limit of one use per 15 minutes (src/server/rate-limit.ts: rows of
 * `rate_limit_counters`, or Redis when REDIS_URL is set).
 * The HMAC secrets are derived from AUTH_SECRET; nothing else to configure.
 */
import { createHmac } from 'node:crypto';
import { create, randomInt } from 'altcha-lib/frameworks/hono';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { authSecret, env } from './env';
import { getDb } from './db/client';
import { sharedLimit } from './rate-limit';

export const CAPTCHA_HEADER = 'x-captcha-response';

/** True when the installation asks for a captcha on registration. */
export const captchaEnabled = (): boolean => env().CAPTCHA === 'altcha';

const derived = (purpose: string) =>
  createHmac('sha256', authSecret()).update(`altcha:${purpose}`).digest('hex');

// Solutions already used (replay protection), shared by every process until their challenge has expired.
const SOLUTION_RULE = { name: 'captcha-solution', points: 1, durationSeconds: 15 * 60 };
const store = {
  get: async (key: string) => !(await sharedLimit(await getDb(), SOLUTION_RULE).peek(key)).allowed,
  set: async (key: string) => {
    await sharedLimit(await getDb(), SOLUTION_RULE).consume(key);
  },
  /** True the first time a solution is seen by any process, false for a replay. */
  setIfAbsent: async (key: string) => (await sharedLimit(await getDb(), SOLUTION_RULE).consume(key)).allowed,
};

let altcha: ReturnType<typeof create> | undefined;
/** The ALTCHA handlers (challenge route, verification). */
export function captcha(): ReturnType<typeof create> {
  altcha ??= create({
    createChallengeParameters: () => ({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1_000,
      counter: randomInt(1_000, 5_000),
      expiresAt: new Date(Date.now() + 10 * 60 * 1000),
    }),
    deriveKey,
    hmacSignatureSecret: derived('signature'),
    hmacKeySignatureSecret: derived('key'),
    store,
  });
  return altcha;
}

/** Verifies the widget's payload (base64 JSON from `x-captcha-response`). */
export async function verifyCaptcha(payload: string | null | undefined): Promise<boolean> {
  if (!payload) return false;
  const c = captcha();
  const result = await c.verify(payload, deriveKey, derived('signature'), derived('key'), store);
  return !!result.verification?.verified && !result.error;
}
