import { describe, expect, it } from 'vitest';
import { linkify, type MessagePiece } from './linkify';

const joined = (pieces: MessagePiece[]) => pieces.map((p) => p.text).join('');
const links = (text: string) => linkify(text).filter((p) => p.type === 'link');

describe('linkify', () => {
  it('leaves text without addresses as one text piece', () => {
    expect(linkify('Merhaba, nasılsın?\nİyiyim.')).toEqual([
      { type: 'text', text: 'Merhaba, nasılsın?\nİyiyim.' },
    ]);
    expect(linkify('')).toEqual([]);
  });

  it('makes http and https addresses links and keeps the text around them', () => {
    expect(linkify('See https://example.com/a?b=1#c and http://x.io')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'http://x.io', href: 'http://x.io/' },
    ]);
  });

  it('leaves sentence punctuation and unbalanced brackets outside the link', () => {
    expect(links('Look: https://a.io/x.')).toEqual([
      { type: 'link', text: 'https://a.io/x', href: 'https://a.io/x' },
    ]);
    expect(links('(see https://a.io/page)')[0]?.text).toBe('https://a.io/page');
    expect(links('https://en.wikipedia.org/wiki/Foo_(bar)!')[0]?.text).toBe(
      'https://en.wikipedia.org/wiki/Foo_(bar)',
    );
    expect(links('“https://a.io”, then')[0]?.text).toBe('https://a.io');
    const text = '(see https://a.io/page).';
    expect(joined(linkify(text))).toBe(text);
  });

  it('never links other schemes or addresses without a host', () => {
    for (const text of [
      'javascript:alert(1)',
      'JAVASCRIPT://%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example.com',
      'xhttps://a.io',
      'https://',
      'https:// spaced.io',
    ])
      expect(links(text), text).toEqual([]);
  });

  it('accepts an upper-case scheme and stops at markup characters', () => {
    expect(links('HTTPS://A.io/P')[0]).toEqual({
      type: 'link',
      text: 'HTTPS://A.io/P',
      href: 'https://a.io/P',
    });
    const pieces = linkify('<a href="https://evil.io">x</a>');
    expect(pieces.filter((p) => p.type === 'link').map((p) => p.text)).toEqual(['https://evil.io']);
    expect(joined(pieces)).toBe('<a href="https://evil.io">x</a>');
  });

  it('gives every character back in order', () => {
    const text = 'a https://a.io, b (http://b.io/c) d https://c.io/?q=ç\n e';
    expect(joined(linkify(text))).toBe(text);
    expect(links(text).map((p) => p.text)).toEqual(['https://a.io', 'http://b.io/c', 'https://c.io/?q=ç']);
  });
});
