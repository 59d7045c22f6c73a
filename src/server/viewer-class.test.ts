import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, type Viewer } from './context';
import { classViewer, viewerClassOf } from './viewer-class';

const member: Viewer = { ...ANONYMOUS_VIEWER, isAuthenticated: true, userId: 'u1', name: 'Ayşe Yılmaz' };

describe('viewer classes (issue 14)', () => {
  it('puts signed-in viewers with the same packages in one class, premium apart', () => {
    expect(viewerClassOf(member)).toBe('member:');
    const premium = { ...member, isPremium: true, packages: ['talent-search-personal', 'business-yearly'] };
    expect(viewerClassOf(premium)).toBe('premium:business-yearly,talent-search-personal');
    expect(viewerClassOf({ ...premium, userId: 'u2', name: 'Tom' })).toBe(viewerClassOf(premium));
  });

  it('gives no class to visitors, admins, owners, members of an entity, pending deletions or API keys', () => {
    expect(viewerClassOf(ANONYMOUS_VIEWER)).toBeUndefined();
    expect(viewerClassOf({ ...member, isAdmin: true })).toBeUndefined();
    expect(
      viewerClassOf({ ...member, access: [{ entityId: 'startup:1', scopes: ['READ'] }] }),
    ).toBeUndefined();
    expect(viewerClassOf({ ...member, deletionRequestedAt: '2026-11-20T00:00:00.000Z' })).toBeUndefined();
    expect(viewerClassOf({ ...member, apiKeyId: 3 })).toBeUndefined();
  });

  it('renders a class without the person: no id, name or rights beyond the packages', () => {
    const premium = { ...member, isPremium: true, packages: ['business-yearly'] };
    expect(classViewer(premium)).toEqual({
      userId: null,
      isAuthenticated: true,
      access: [],
      packages: ['business-yearly'],
      isPremium: true,
      isAdmin: false,
      deletionRequestedAt: null,
      renderedForClass: 'premium:business-yearly',
    });
    expect(classViewer({ ...member, isAdmin: true })).toBeUndefined();
    expect(viewerClassOf(classViewer(member)!)).toBeUndefined();
  });
});
