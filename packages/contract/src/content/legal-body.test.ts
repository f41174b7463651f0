import { describe, expect, it } from 'vitest';
import { parseLegalBody, publishLegalBody } from './content.schemas.js';

describe('parseLegalBody', () => {
  it('reads headings, paragraphs (lines joined) and lists', () => {
    const body =
      '## Your account\n- One account\n- Keep it secret\n\nFirst line\nsecond line\n\n## Changes\nWe publish versions.';
    expect(parseLegalBody(body)).toEqual([
      { type: 'heading', text: 'Your account' },
      { type: 'list', items: ['One account', 'Keep it secret'] },
      { type: 'paragraph', text: 'First line\nsecond line' },
      { type: 'heading', text: 'Changes' },
      { type: 'paragraph', text: 'We publish versions.' },
    ]);
  });

  it('keeps HTML as text (the apps never render it as markup)', () => {
    expect(parseLegalBody('<script>alert(1)</script>\n\n<b>bold</b>')).toEqual([
      { type: 'paragraph', text: '<script>alert(1)</script>' },
      { type: 'paragraph', text: '<b>bold</b>' },
    ]);
  });
});

describe('publishLegalBody', () => {
  it('keeps empty languages out of the way and trims Windows line ends', () => {
    const parsed = publishLegalBody.parse({
      kind: 'privacy',
      texts: { en: { title: ' Privacy ', body: 'a\r\n\r\nb' }, de: { title: '', body: '' } },
    });
    expect(parsed.texts.en).toEqual({ title: 'Privacy', body: 'a\n\nb' });
    expect(parsed.texts.de).toEqual({ title: '', body: '' });
  });
});
