import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, messageOf } from './failure';

describe('failure readers', () => {
  const envelope = {
    data: { fields: { name: 'Required' } },
    status: { code: 400, value: 'validation' },
    message: 'Check the fields',
  };

  it('read the message and field errors of an error envelope', () => {
    expect(messageOf(envelope)).toBe('Check the fields');
    expect(fieldErrorsOf(envelope)).toEqual({ name: 'Required' });
  });

  it('give nothing for answers without an envelope', () => {
    for (const error of [undefined, 'Bad Gateway', { ...envelope, data: null, message: null }]) {
      expect(messageOf(error)).toBeUndefined();
      expect(fieldErrorsOf(error)).toEqual({});
    }
  });
});
