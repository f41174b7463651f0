import { describe, expect, it } from 'vitest';
import { circleColor, initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Home & Kitchen')).toBe('HK');
    expect(initials("Women's Fashion")).toBe('WF');
    expect(initials('audio')).toBe('A');
    expect(initials('إلكترونيات منزلية')).toBe('إم');
  });

  it('never answers an empty string', () => {
    expect(initials('  & ')).toBe('?');
  });
});

describe('circleColor', () => {
  it('is stable per id', () => {
    expect(circleColor(3)).toBe(circleColor(3));
    expect(circleColor(3)).toMatch(/^#[0-9a-f]{6}$/);
  });
});
