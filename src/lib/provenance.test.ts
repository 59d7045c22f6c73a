import { describe, expect, it } from 'vitest';
import { isDocumentedSource, recordSourceOf } from './provenance';
import { isUndeliverableAddress, SAMPLE_MAIL_DOMAIN } from './sample-mail';

describe('recordSourceOf', () => {
  it('keeps the known sources and reads anything else as added by a user', () => {
    expect(recordSourceOf('yc')).toBe('yc');
    expect(recordSourceOf('generated')).toBe('generated');
    expect(recordSourceOf('user')).toBe('user');
    expect(recordSourceOf('import')).toBe('import');
    expect(recordSourceOf('crawler')).toBe('user');
    expect(recordSourceOf(null)).toBe('user');
  });
  it('documents real and sample data on the data-sources page, not users’ records', () => {
    expect(isDocumentedSource('yc')).toBe(true);
    expect(isDocumentedSource('generated')).toBe(true);
    expect(isDocumentedSource('user')).toBe(false);
    expect(isDocumentedSource('import')).toBe(false);
  });
});

describe('isUndeliverableAddress', () => {
  it('refuses the sample users’ reserved domain and any .invalid address', () => {
    expect(isUndeliverableAddress(`sample-talent-00001@${SAMPLE_MAIL_DOMAIN}`)).toBe(true);
    expect(isUndeliverableAddress('Someone@Example.INVALID')).toBe(true);
    expect(isUndeliverableAddress('ayse@example.com')).toBe(false);
    expect(isUndeliverableAddress('invalid@example.com')).toBe(false);
  });
});
