import { describe, expect, it } from 'vitest';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { jobPostingJsonLd, jsonLdText } from './job-detail-json-ld';

const job = {
  title: 'Senior Backend Engineer',
  description: 'Build the API.\nOwn it.',
  responsibilities: 'Design services',
  requirements: null,
  publishedOn: '2026-11-01',
  expiresOn: '2026-12-31',
  employmentTypeId: typeIdByName('employmentType', 'Full-time'),
  payPlanId: typeIdByName('payPlan', 'Monthly'),
  workingPlanIds: [typeIdByName('jobWorkingPlan', 'Remote')],
  minWage: 4000,
  minWageCurrency: 'USD',
  maxWage: 6000,
  maxWageCurrency: 'USD',
  startup: { name: 'Kaya Labs', logoUrl: null },
};
const urls = { job: 'https://atlas.test/job/x-1', startup: 'https://atlas.test/startup/kaya' };
const sections = { responsibilities: 'Responsibilities', requirements: 'Requirements' };

describe('jobPostingJsonLd', () => {
  it('carries the fields of a JobPosting with the salary, the employment type and remote work', () => {
    const ld = jobPostingJsonLd(job, urls, { city: 'İstanbul', country: 'Türkiye' }, sections);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Backend Engineer',
      description: 'Build the API.\nOwn it.\n\nResponsibilities\nDesign services',
      datePosted: '2026-11-01',
      validThrough: '2026-12-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: { '@type': 'Organization', name: 'Kaya Labs', sameAs: urls.startup },
      jobLocation: { address: { addressLocality: 'İstanbul', addressCountry: 'Türkiye' } },
      baseSalary: {
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 4000, maxValue: 6000, unitText: 'MONTH' },
      },
    });
  });

  it('leaves baseSalary out without a wage or with two currencies', () => {
    const noWage = { ...job, minWage: null, minWageCurrency: null, maxWage: null, maxWageCurrency: null };
    expect(jobPostingJsonLd(noWage, urls, {}, sections)).not.toHaveProperty('baseSalary');
    const mixed = { ...job, maxWageCurrency: 'EUR' };
    expect(jobPostingJsonLd(mixed, urls, {}, sections)).not.toHaveProperty('baseSalary');
    const onlyMax = {
      ...job,
      minWage: null,
      minWageCurrency: null,
      payPlanId: typeIdByName('payPlan', 'Per project'),
    };
    expect(jobPostingJsonLd(onlyMax, urls, {}, sections)).toMatchObject({
      baseSalary: { currency: 'USD', value: { value: 6000 } },
    });
  });
});

describe('jsonLdText', () => {
  it('escapes < so a text cannot close the script element', () => {
    expect(jsonLdText({ title: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
