import { describe, expect, it } from 'vitest';
import { plainTextBlocks } from './plain-text-blocks';

describe('plainTextBlocks', () => {
  it('turns dash, star and dot lines into one list and keeps paragraphs with their line breaks', () => {
    expect(
      plainTextBlocks('We build tools.\nFor founders.\n\n- TypeScript\n* PostgreSQL\r\n• React\nThanks!'),
    ).toEqual([
      { kind: 'paragraph', lines: ['We build tools.', 'For founders.'] },
      { kind: 'list', items: ['TypeScript', 'PostgreSQL', 'React'] },
      { kind: 'paragraph', lines: ['Thanks!'] },
    ]);
  });

  it('leaves a dash inside a sentence or without a space alone, and gives nothing for blank text', () => {
    expect(plainTextBlocks('Full-time - remote\n-5 years')).toEqual([
      { kind: 'paragraph', lines: ['Full-time - remote', '-5 years'] },
    ]);
    expect(plainTextBlocks(' \n\n ')).toEqual([]);
  });
});
