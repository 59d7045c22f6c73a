/**
 * The fixture of the program integration tests: a fresh database with users (owner, other,
 * admin, founders, two jurors, an outsider, a WRITE member and a READ member), an organization
 * the owner manages, three startups, local file storage, and a valid program input.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestDb, ctxFor, viewerOf, type TestDb } from './db';
import { users } from '@/modules/identity/schema';
import { grantAccessInternal } from '@/modules/access/access';
import { typeId, typeIdByName } from '@/modules/reference/data/type-lists';
import { organizations } from '@/modules/organizations/schema';
import { createStartup } from '@/modules/startups/editing';
import type { ProgramInput } from '@/modules/programs/program-editor';
import { LocalDiskStorage, setStorage } from '@/server/storage';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A program input that passes every rule; `over` replaces fields. */
export const validProgram = (over: Partial<ProgramInput> = {}): ProgramInput => ({
  name: 'Kapadokya Hızlandırma 2027',
  typeId: typeId('programType', 1),
  applyStartDate: '2026-01-01',
  applyEndDate: '2099-06-30',
  startDate: '2099-09-01',
  endDate: '2099-12-31',
  stageIds: [typeId('startupStage', 1)],
  sectorIds: [typeId('startupSector', 1)],
  technologyIds: [typeId('technology', 1)],
  juryEmails: ['lenient@example.com', 'harsh@example.com'],
  questions: [{ question: 'What problem do you solve?' }, { question: 'Who pays you?' }],
  reviewCategories: [
    { name: 'Team', weight: 60 },
    { name: 'Market', weight: 40 },
  ],
  ...over,
});

const USERS = [
  'owner',
  'other',
  'admin',
  'founder',
  'founder2',
  'lenient',
  'harsh',
  'outsider',
  'member',
  'reader',
];

/** Registers beforeAll/afterAll for the file; the getters are valid inside tests. */
export function programFixture() {
  const state = { db: undefined as unknown as TestDb, orgId: 0, startupIds: {} as Record<string, number> };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-programs-'));
  const as = async (who: string | null, locale: 'en' | 'tr' = 'en') =>
    ctxFor(state.db, who ? await viewerOf(state.db, who) : undefined, locale);
  beforeAll(async () => {
    setStorage(new LocalDiskStorage(dir));
    state.db = await createTestDb();
    const db = state.db;
    await db.db.insert(users).values(
      USERS.map((u) => ({
        id: u,
        name: u,
        surname: 'Test',
        email: `${u}@example.com`,
        emailVerified: true,
      })),
    );
    await grantAccessInternal(db.db, { userId: 'admin', entityId: 'admin', scopes: ['FULL_ACCESS'] });
    const [org] = await db.db
      .insert(organizations)
      .values({
        seoUrl: 'kapadokya-teknopark',
        name: 'Kapadokya Teknopark',
        typeId: typeIdByName('organizationType', 'Science park'),
        searchText: 'kapadokya teknopark',
      })
      .returning();
    state.orgId = org!.id;
    await grantAccessInternal(db.db, {
      userId: 'owner',
      entityId: `organization:${state.orgId}`,
      scopes: ['FULL_ACCESS'],
    });
    for (const [who, name] of [
      ['founder', 'Xeno Labs'],
      ['founder', 'Yonca Tarım'],
      ['founder2', 'Zeplin Robotik'],
    ] as const)
      state.startupIds[name] = (
        await createStartup(await as(who), {
          name,
          sectorIds: [typeId('startupSector', 1)],
          teamMembers: [{ name: who, surname: 'Test' }],
        })
      ).id;
  });
  afterAll(async () => {
    await state.db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { state, as };
}
