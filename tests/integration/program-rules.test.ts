/**
 * Program rules and who may manage programs (issue 5; dashboard-and-operations §3 Program; §5
 * "at least one stage, sector, technology, question and review category; review category
 * weights sum to 100"; §6 owners and scoped members): the messages in EN and TR.
 */
import { describe, expect, it } from 'vitest';
import { grantAccessInternal } from '@/modules/access/access';
import { createProgram, getProgramForEdit, updateProgram } from '@/modules/programs/program-editor';
import { translateError } from '@/server/i18n';
import { programFixture, validProgram } from '../helpers/programs';

const { state, as } = programFixture();

describe('program rules', () => {
  it('needs a stage, sector, technology, question and review category, in both languages', async () => {
    await expect(
      createProgram(
        await as('owner'),
        state.orgId,
        validProgram({ stageIds: [], sectorIds: [], technologyIds: [], questions: [], reviewCategories: [] }),
      ),
    ).rejects.toMatchObject({
      status: 400,
      fields: {
        stageIds: 'program.stage_required',
        sectorIds: 'program.sector_required',
        technologyIds: 'program.technology_required',
        questions: 'program.question_required',
        reviewCategories: 'program.review_category_required',
      },
    });
    expect(translateError('program.question_required', {}, 'tr')).toBe('En az bir soru ekleyin.');
  });

  it('review category weights sum to 100', async () => {
    await expect(
      createProgram(
        await as('owner'),
        state.orgId,
        validProgram({
          reviewCategories: [
            { name: 'Team', weight: 60 },
            { name: 'Market', weight: 30 },
          ],
        }),
      ),
    ).rejects.toMatchObject({ status: 400, key: 'program.weights_sum' });
    expect(translateError('program.weights_sum', {}, 'en')).toBe('Review category weights must sum to 100.');
    expect(translateError('program.weights_sum', {}, 'tr')).toBe(
      'Değerlendirme kategorilerinin ağırlıklarının toplamı 100 olmalıdır.',
    );
  });

  it('keeps the apply dates in order, inside the program and within bounds', async () => {
    await expect(
      createProgram(
        await as('owner'),
        state.orgId,
        validProgram({ applyStartDate: '2099-07-01', applyEndDate: '2099-06-30' }),
      ),
    ).rejects.toMatchObject({ fields: { applyEndDate: 'validation.date_order' } });
    await expect(
      createProgram(
        await as('owner'),
        state.orgId,
        validProgram({ applyEndDate: '2100-01-15', endDate: '2099-12-31' }),
      ),
    ).rejects.toMatchObject({ fields: { applyEndDate: 'program.apply_after_end' } });
    await expect(
      createProgram(await as('owner'), state.orgId, validProgram({ startDate: '1899-01-01' })),
    ).rejects.toMatchObject({
      fields: { startDate: 'program.date_bounds' },
    });
    await expect(
      createProgram(await as('owner'), state.orgId, validProgram({ applyEndDate: null })),
    ).rejects.toMatchObject({
      fields: { applyEndDate: 'validation.required' },
    });
  });

  it('members with WRITE on the organization manage its programs; READ is not enough', async () => {
    await grantAccessInternal(state.db.db, {
      userId: 'member',
      entityId: `organization:${state.orgId}`,
      scopes: ['WRITE'],
    });
    await grantAccessInternal(state.db.db, {
      userId: 'reader',
      entityId: `organization:${state.orgId}`,
      scopes: ['READ'],
    });
    await expect(
      createProgram(await as('reader'), state.orgId, validProgram({ name: 'Okur Programı' })),
    ).rejects.toMatchObject({
      status: 403,
    });
    const { id } = await createProgram(
      await as('member'),
      state.orgId,
      validProgram({ name: 'Üye Programı' }),
    );
    await expect(getProgramForEdit(await as('reader'), { id })).rejects.toMatchObject({ status: 404 });
    expect((await getProgramForEdit(await as('owner'), { id })).name).toBe('Üye Programı');
  });

  it('jurors need an account', async () => {
    await expect(
      createProgram(await as('owner'), state.orgId, validProgram({ juryEmails: ['nobody@example.com'] })),
    ).rejects.toMatchObject({ fields: { 'jury.0': 'program.jury_not_found' } });
  });

  it('only the organization managers (and admins) create and edit programs', async () => {
    await expect(createProgram(await as(null), state.orgId, validProgram())).rejects.toMatchObject({
      status: 401,
    });
    await expect(createProgram(await as('other'), state.orgId, validProgram())).rejects.toMatchObject({
      status: 403,
    });
    const { id } = await createProgram(
      await as('admin'),
      state.orgId,
      validProgram({ name: 'Admin Programı' }),
    );
    await expect(updateProgram(await as('other'), id, validProgram())).rejects.toMatchObject({ status: 403 });
    await expect(getProgramForEdit(await as('other'), { id })).rejects.toMatchObject({ status: 404 });
  });
});
