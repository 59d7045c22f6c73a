/**
 * Optional registration captcha (issue 3: ALTCHA, off by default, on with CAPTCHA=altcha):
 * a sign-up without a solved challenge is refused; a solved one passes once.
 */
import { describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { apiRequest, apiTestDb } from '../helpers/api';

process.env.CAPTCHA = 'altcha';
apiTestDb();

const signUp = (email: string, headers: Record<string, string> = {}) =>
  apiRequest(
    'POST',
    '/api/auth/sign-up/email',
    { name: 'Can', surname: 'Öz', email, password: 'Kapadokya!52', acceptTerms: true },
    headers,
  );

describe('ALTCHA on registration', () => {
  it('refuses a sign-up without a captcha solution', async () => {
    const res = await signUp('nobot@example.com');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('CAPTCHA_FAILED');
  });

  it('accepts a solved challenge once; a replay is refused', async () => {
    const challengeRes = await apiRequest('GET', '/api/v2/captcha/challenge');
    expect(challengeRes.status).toBe(200);
    const challenge = (await challengeRes.json()) as Parameters<typeof solveChallenge>[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect((await signUp('human@example.com', { 'x-captcha-response': payload })).status).toBe(200);
    const replay = await signUp('human2@example.com', { 'x-captcha-response': payload });
    expect(replay.status).toBe(400);
  });
});
