import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('sanitizeRichText (spec §5 allow-list)', () => {
  it('keeps the allowed tags and drops scripts, styles, images, event handlers', () => {
    const html =
      '<h2>Biz</h2><p onclick="x()">Merhaba <b>dünya</b> <em>ve</em> <i>siz</i></p>' +
      '<script>alert(1)</script><img src=x onerror=alert(1)><style>p{}</style>' +
      '<ul><li>bir</li></ul><ol><li>iki</li></ol><iframe src="https://evil.example"></iframe>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Biz</h2><p>Merhaba <b>dünya</b> <em>ve</em> <i>siz</i></p><ul><li>bir</li></ul><ol><li>iki</li></ol>',
    );
  });

  it('gives links rel="nofollow noopener noreferrer" and removes javascript: links and other attributes', () => {
    expect(sanitizeRichText('<a href="https://atlas.example" target="_blank" style="x">site</a>')).toBe(
      '<a href="https://atlas.example" rel="nofollow noopener noreferrer">site</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)" rel="opener">x</a>')).toBe(
      '<a rel="nofollow noopener noreferrer">x</a>',
    );
  });

  it('keeps text of removed tags (div, span) and handles empty input', () => {
    expect(sanitizeRichText('<div><span>düz</span> metin</div>')).toBe('düz metin');
    expect(sanitizeRichText(null)).toBe('');
    expect(richTextToPlain('<p>Bir <b>iki</b></p><p>üç</p>')).toBe('Bir iki üç');
  });
});
