import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, type Ctx } from '@/server/context';
import { mayEditStartup } from './editing';

const ctx = (viewer: Partial<Ctx['viewer']>): Ctx =>
  ({ db: undefined, locale: 'en', viewer: { ...ANONYMOUS_VIEWER, ...viewer } }) as unknown as Ctx;

describe('who sees Edit on a startup page (issue 13 §1)', () => {
  it('the owner (FULL_ACCESS or WRITE) and admins do; visitors and others do not', () => {
    const signedIn = { userId: 'u1', isAuthenticated: true };
    expect(mayEditStartup(ctx(signedIn), 7)).toBe(false);
    expect(mayEditStartup(ctx(ANONYMOUS_VIEWER), 7)).toBe(false);
    expect(
      mayEditStartup(ctx({ ...signedIn, access: [{ entityId: 'startup:7', scopes: ['FULL_ACCESS'] }] }), 7),
    ).toBe(true);
    expect(
      mayEditStartup(ctx({ ...signedIn, access: [{ entityId: 'startup:7', scopes: ['WRITE'] }] }), 7),
    ).toBe(true);
    expect(
      mayEditStartup(ctx({ ...signedIn, access: [{ entityId: 'startup:8', scopes: ['FULL_ACCESS'] }] }), 7),
    ).toBe(false);
    expect(mayEditStartup(ctx({ ...signedIn, isAdmin: true }), 7)).toBe(true);
  });
});
