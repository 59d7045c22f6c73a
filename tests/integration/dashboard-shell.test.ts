/**
 * What the dashboard shell reads (issue 15 §3, §5): `/dashboard/incubation-applications` (the
 * incubation and pre-incubation applications of the viewer's startups, grouped, with results in
 * the viewer's language), the managed entities behind the menu's submenus (with whether the viewer
 * may edit each), and the team members a startup page offers "Send a message" to.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { programFixture, validProgram } from '../helpers/programs';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { seedReference } from '@/modules/reference/seed';
import { grantAccessInternal } from '@/modules/access/access';
import { listManagedEntities } from '@/modules/access/managed';
import { users } from '@/modules/identity/schema';
import { ensureProfile } from '@/modules/profiles/profile';
import { createProgram, getProgramForEdit } from '@/modules/programs/program-editor';
import { applyToProgram } from '@/modules/programs/applications';
import { setApplicationResult } from '@/modules/programs/program-results';
import { listIncubationApplications } from '@/modules/programs/incubation';
import { listTeamContacts } from '@/modules/messaging/recipient';

const { state, as } = programFixture();
// Type names (program types in EN and TR) come from the reference lists.
beforeAll(() => seedReference(state.db.db, { cityCountries: [] }));

async function apply(who: string, programId: number, startup: string) {
  const { questions } = await getProgramForEdit(await as('owner'), { id: programId });
  return applyToProgram(await as(who), programId, {
    companyId: state.startupIds[startup],
    answers: questions.map((q) => ({ questionId: q.id, answer: 'Our answer' })),
  });
}

describe('incubation applications (issue 15 §5)', () => {
  it('lists only incubation programs, grouped by startup, for the team and the applicant, in EN and TR', async () => {
    const owner = await as('owner');
    const incubation = await createProgram(
      owner,
      state.orgId,
      validProgram({ name: 'Kapadokya Kuluçka 2027', typeId: typeIdByName('programType', 'Incubation') }),
    );
    const preIncubation = await createProgram(
      owner,
      state.orgId,
      validProgram({ name: 'Ön Kuluçka 2027', typeId: typeIdByName('programType', 'Pre-incubation') }),
    );
    const acceleration = await createProgram(
      owner,
      state.orgId,
      validProgram({ name: 'Hızlandırma 2027', typeId: typeIdByName('programType', 'Acceleration') }),
    );
    const xeno = await apply('founder', incubation.id, 'Xeno Labs');
    await apply('founder', preIncubation.id, 'Yonca Tarım');
    await apply('founder', acceleration.id, 'Xeno Labs');
    await apply('founder2', incubation.id, 'Zeplin Robotik');
    await setApplicationResult(owner, xeno, { publicResult: 'approved' });

    const founder = await listIncubationApplications(await as('founder'));
    expect(founder.map((g) => g.startup.name)).toEqual(['Xeno Labs', 'Yonca Tarım']);
    expect(founder[0]!.applications).toEqual([
      expect.objectContaining({
        program: expect.objectContaining({ name: 'Kapadokya Kuluçka 2027', type: 'Incubation' }),
        organization: { name: 'Kapadokya Teknopark', seoUrl: 'kapadokya-teknopark' },
        publicResult: 'approved',
      }),
    ]);
    const inTurkish = await listIncubationApplications(await as('founder', 'tr'));
    expect(inTurkish[1]!.applications[0]!.program.type).toBe('Ön kuluçka');

    // A team member who did not apply follows the startup's applications; an outsider sees none.
    await grantAccessInternal(state.db.db, {
      userId: 'member',
      entityId: `startup:${state.startupIds['Zeplin Robotik']}`,
      scopes: ['READ'],
    });
    const member = await listIncubationApplications(await as('member'));
    expect(member.map((g) => g.startup.name)).toEqual(['Zeplin Robotik']);
    expect(await listIncubationApplications(await as('outsider'))).toEqual([]);
    await expect(listIncubationApplications(await as(null))).rejects.toMatchObject({ status: 401 });
  });
});

describe('managed entities for the menu (issue 15 §5)', () => {
  it('names each startup with whether the viewer may edit it', async () => {
    await grantAccessInternal(state.db.db, {
      userId: 'reader',
      entityId: `startup:${state.startupIds['Xeno Labs']}`,
      scopes: ['READ'],
    });
    const founder = await listManagedEntities(await as('founder'));
    expect(founder.startup.map((s) => [s.name, s.canWrite])).toEqual([
      ['Xeno Labs', true],
      ['Yonca Tarım', true],
    ]);
    const reader = await listManagedEntities(await as('reader'));
    expect(reader.startup.map((s) => [s.name, s.canWrite])).toEqual([['Xeno Labs', false]]);
    const owner = await listManagedEntities(await as('owner'));
    expect(owner.organization.map((o) => [o.name, o.canWrite])).toEqual([['Kapadokya Teknopark', true]]);
  });
});

describe('startup team contacts (issue 15 §3 "Send a message" on startup-team screens)', () => {
  it('offers the accounts that run the startup, never the viewer, a read-only grant, the locked or the unverified', async () => {
    const startupId = state.startupIds['Xeno Labs']!;
    for (const who of ['founder', 'reader', 'member']) await ensureProfile(state.db.db, who);
    await grantAccessInternal(state.db.db, {
      userId: 'member',
      entityId: `startup:${startupId}`,
      scopes: ['WRITE'],
    });
    const names = async (viewer: string | null) =>
      (await listTeamContacts(await as(viewer), startupId)).map((c) => c.name);
    // 'reader' holds READ only (granted above): not the team.
    expect(await names(null)).toEqual(['founder', 'member']);
    expect(await names('founder')).toEqual(['member']);
    await state.db.db.update(users).set({ locked: true }).where(eq(users.id, 'member'));
    expect(await names('outsider')).toEqual(['founder']);
    await state.db.db.update(users).set({ emailVerified: false }).where(eq(users.id, 'founder'));
    expect(await names('outsider')).toEqual([]);
    await state.db.db.update(users).set({ emailVerified: true }).where(eq(users.id, 'founder'));
    const [contact] = await listTeamContacts(await as('outsider'), startupId);
    expect(contact!.seoUrl).toMatch(/\S/);
  });
});
