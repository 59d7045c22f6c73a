import { describe, expect, it } from 'vitest';
import { detectTextLanguage, foreignLanguageOf } from './text-language';

describe('detectTextLanguage', () => {
  it('knows the generated Turkish descriptions and taglines', () => {
    expect(
      detectTextLanguage(
        'Anadolu Teknopark, Ankara merkezli bir girişim destek kurumudur: ofis, mentorluk ve yatırımcı ağı sunar.',
      ),
    ).toBe('tr');
    expect(detectTextLanguage('İzmir için girişim programları ve ofis alanı')).toBe('tr');
    expect(detectTextLanguage('Ortak çalışma alanı, toplantı odaları, prototip atölyesi')).toBe('tr');
  });

  it('knows English texts, capital I included', () => {
    expect(detectTextLanguage('In 2005 we started funding early stage startups with our own money.')).toBe(
      'en',
    );
    expect(detectTextLanguage('It helps founders at the earliest stage of their company.')).toBe('en');
  });

  it('answers null for names, short or unclear texts', () => {
    expect(detectTextLanguage('Y Combinator')).toBeNull();
    expect(detectTextLanguage('Sequoia Capital')).toBeNull();
    expect(detectTextLanguage('')).toBeNull();
    expect(detectTextLanguage(null)).toBeNull();
    expect(detectTextLanguage('Dropbox Box Slack')).toBeNull();
  });

  it('marks only the other language', () => {
    expect(foreignLanguageOf('İzmir için girişim programları ve ofis alanı', 'en')).toBe('tr');
    expect(foreignLanguageOf('İzmir için girişim programları ve ofis alanı', 'tr')).toBeNull();
    expect(foreignLanguageOf('It helps founders at the earliest stage of their company.', 'tr')).toBe('en');
  });
});
