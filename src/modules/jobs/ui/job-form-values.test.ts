/** The job form's values and API body (job-form-values.ts). */
import { describe, expect, it } from 'vitest';
import {
  jobBodyOf,
  jobFormValues,
  parseAmount,
  unreadableNumbers,
  type SavedJobFields,
} from './job-form-values';

const saved: SavedJobFields = {
  startup: { id: 7 },
  title: 'Backend engineer',
  countryId: 792,
  cityId: 34,
  payPlanId: 35002,
  professionId: 10001,
  employmentTypeId: null,
  workingPlanIds: [30002],
  technicalSkillIds: [3002],
  socialSkillIds: [],
  minWage: 50000,
  minWageCurrency: 'TRY',
  maxWage: null,
  maxWageCurrency: null,
  minShare: 0.5,
  maxShare: null,
  publishedOn: '2026-01-01',
  expiresOn: '2026-03-01',
  description: 'Build the API.',
  responsibilities: null,
  requirements: 'Go',
};

describe('jobFormValues', () => {
  it('starts a new job with the given startup and today as the publication date', () => {
    const values = jobFormValues(null, { startupId: 3, today: '2026-05-04' });
    expect(values.startupId).toBe('3');
    expect(values.publishedOn).toBe('2026-05-04');
    expect(values.expiresOn).toBe('');
    expect(values.workingPlanIds).toEqual([]);
    expect(jobFormValues(null, { startupId: null, today: '2026-05-04' }).startupId).toBe('');
  });

  it('holds a saved job as text, keeping its dates and lists', () => {
    const values = jobFormValues(saved, { startupId: null, today: '2026-05-04' });
    expect(values).toMatchObject({
      startupId: '7',
      countryId: '792',
      employmentTypeId: '',
      minWage: '50000',
      minShare: '0.5',
      maxWage: '',
      publishedOn: '2026-01-01',
      responsibilities: '',
      technicalSkillIds: [3002],
    });
  });
});

describe('parseAmount', () => {
  it('reads dots, decimal commas and spaces; empty is null; text is NaN', () => {
    expect(parseAmount('1500')).toBe(1500);
    expect(parseAmount('1 500,5')).toBe(1500.5);
    expect(parseAmount('0.25')).toBe(0.25);
    expect(parseAmount('-3')).toBe(-3);
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('1.2.3')).toBeNaN();
  });
});

describe('jobBodyOf', () => {
  it('sends every field: ids and amounts as numbers, empty ones null, texts trimmed', () => {
    const values = { ...jobFormValues(saved, { startupId: null, today: '' }), title: '  Backend engineer ' };
    const body = jobBodyOf(values, { withStartup: true });
    expect(body).toMatchObject({
      startupId: 7,
      countryId: 792,
      cityId: 34,
      employmentTypeId: null,
      title: 'Backend engineer',
      responsibilities: null,
      minWage: 50000,
      minWageCurrency: 'TRY',
      maxWage: null,
      maxWageCurrency: null,
      minShare: 0.5,
      workingPlanIds: [30002],
      socialSkillIds: [],
      expiresOn: '2026-03-01',
    });
  });

  it('leaves the startup out of an update, and out of a create when none is chosen', () => {
    const values = jobFormValues(saved, { startupId: null, today: '' });
    expect(jobBodyOf(values, { withStartup: false })).not.toHaveProperty('startupId');
    const empty = jobFormValues(null, { startupId: null, today: '' });
    const body = jobBodyOf(empty, { withStartup: true });
    expect(body).not.toHaveProperty('startupId');
    expect(body).toMatchObject({ title: null, countryId: null, publishedOn: null, workingPlanIds: [] });
  });
});

describe('unreadableNumbers', () => {
  it('names the number fields holding text', () => {
    const values = { ...jobFormValues(null, { startupId: null, today: '' }), minWage: '12k', maxShare: '5' };
    expect(unreadableNumbers(values)).toEqual(['minWage']);
  });
});
