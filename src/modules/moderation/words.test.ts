import { describe, expect, it } from 'vitest';
import { compileMatcher, findBannedWord, foldEntry, foldText, parseEntries, visibleText } from './words';

const matcher = (...entries: string[]) => compileMatcher(entries.map((e) => foldEntry(e)!));

describe('foldText', () => {
  it('folds İ, I, ı and i to one letter and keeps the other Turkish letters', () => {
    expect(foldText('İSTANBUL')).toBe('istanbul');
    expect(foldText('ISTANBUL')).toBe('istanbul');
    expect(foldText('ıstanbul')).toBe('istanbul');
    expect(foldText('I\u0307stanbul')).toBe('istanbul');
    expect(foldText('ŞÇĞÖÜ')).toBe('şçğöü');
    expect(foldText('s\u0327')).toBe('ş');
  });
});

describe('findBannedWord', () => {
  it('matches every spelling of a dotted/dotless i word', () => {
    const m = matcher('istanbul');
    for (const text of ['İstanbul', 'ISTANBUL', 'ıstanbul', 'İSTANBUL', 'Istanbul']) {
      expect(findBannedWord(m, `Hello from ${text}!`)).toEqual({ text, entry: 'istanbul' });
    }
    expect(findBannedWord(matcher('İSTANBUL'), 'istanbul')?.entry).toBe('istanbul');
    expect(findBannedWord(matcher('ıstanbul'), 'İstanbul')?.text).toBe('İstanbul');
  });

  it('matches whole words only', () => {
    const m = matcher('ass');
    expect(findBannedWord(m, 'A world-class team')).toBeNull();
    expect(findBannedWord(m, 'assets and passes')).toBeNull();
    expect(findBannedWord(m, '4ass')).toBeNull();
    expect(findBannedWord(m, 'what an ASS.')).toEqual({ text: 'ASS', entry: 'ass' });
    expect(findBannedWord(m, '(ass)')?.text).toBe('ass');
  });

  it('keeps the other Turkish letters apart', () => {
    expect(findBannedWord(matcher('sık'), 'şık bir ürün')).toBeNull();
    expect(findBannedWord(matcher('şık'), 'ŞIK bir ürün')?.text).toBe('ŞIK');
    expect(findBannedWord(matcher('cop'), 'çöp')).toBeNull();
  });

  it('splits Turkish suffixes at the apostrophe, not inside words', () => {
    const m = matcher('kumar');
    expect(findBannedWord(m, "Kumar'a hayır")?.text).toBe('Kumar');
    expect(findBannedWord(m, 'kumarhane')).toBeNull();
  });

  it('matches phrases word by word, whatever separates them', () => {
    const m = matcher('free money');
    expect(findBannedWord(m, 'Get FREE   money now')).toEqual({ text: 'FREE   money', entry: 'free money' });
    expect(findBannedWord(m, 'free-money')?.entry).toBe('free money');
    expect(findBannedWord(m, 'free of money')).toBeNull();
    expect(findBannedWord(m, 'money free')).toBeNull();
  });

  it('reads the text as a reader sees it: inline tags, character references, invisible and full-width characters', () => {
    const m = matcher('kumar');
    // An inline tag inside a word joins it; a block tag separates words.
    expect(findBannedWord(m, '<p>En iyi ku<b>mar</b> sitesi</p>')?.text).toBe('kumar');
    expect(findBannedWord(m, '<p>KU<span class="x">MAR</span></p>')?.text).toBe('KUMAR');
    expect(findBannedWord(m, '<p>ku</p><p>mar</p>')).toBeNull();
    // Decimal, hex and named references, in HTML and in plain text.
    expect(findBannedWord(m, '<p>&#107;umar</p>')?.text).toBe('kumar');
    expect(findBannedWord(m, 'ku&#x6D;ar')?.text).toBe('kumar');
    expect(findBannedWord(matcher('çöp'), '<p>&ccedil;&ouml;p</p>')?.text).toBe('çöp');
    // Zero-width space, joiner, soft hyphen and a bidi mark inside the word.
    for (const hidden of ['\u200b', '\u200d', '\u00ad', '\u2060', '\u200e', '\ufeff'])
      expect(findBannedWord(m, `ku${hidden}mar`)?.text, JSON.stringify(hidden)).toBe('kumar');
    // Full-width letters.
    expect(findBannedWord(m, 'ｋｕｍａｒ')?.text).toBe('kumar');
    // Whole words still: joining tags never make a word out of two.
    expect(findBannedWord(m, '<p>kumar<b>hane</b></p>')).toBeNull();
  });

  it('finds nothing in an empty list or text', () => {
    expect(findBannedWord(compileMatcher([]), 'anything')).toBeNull();
    expect(findBannedWord(matcher('x'), '')).toBeNull();
  });
});

describe('parseEntries', () => {
  it('splits on commas and line breaks, folds, drops blanks and duplicates', () => {
    const { entries, invalid } = parseEntries('İstanbul, ISTANBUL\nfoo  bar;;\r\n  , f*ck, baz');
    expect(entries).toEqual([
      { word: 'İstanbul', folded: 'istanbul' },
      { word: 'foo bar', folded: 'foo bar' },
      { word: 'baz', folded: 'baz' },
    ]);
    expect(invalid).toEqual(['f*ck']);
  });

  it('refuses entries of more than 100 characters', () => {
    expect(foldEntry('a'.repeat(101))).toBeNull();
    expect(foldEntry('a'.repeat(100))).toBe('a'.repeat(100));
  });
});

describe('visibleText', () => {
  it('keeps plain text as it is and turns HTML into the words a reader sees', () => {
    expect(visibleText('Şirket İstanbul’da')).toBe('Şirket İstanbul’da');
    expect(visibleText('<p>Bir</p><p>iki <strong>üç</strong>dört &amp; beş</p>')).toBe(
      ' Bir  iki üçdört & beş ',
    );
    expect(visibleText('a&nbsp;b')).toBe('a b');
  });
});
