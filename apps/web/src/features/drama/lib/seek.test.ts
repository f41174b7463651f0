import { describe, expect, it } from 'vitest';
import { seekFraction, seekStep } from './seek';

describe('the player’s seek bar', () => {
  it('maps a pointer to a share of the bar, from the right in right-to-left pages', () => {
    expect(seekFraction(150, 100, 200, false)).toBe(0.25);
    expect(seekFraction(150, 100, 200, true)).toBe(0.75);
    expect(seekFraction(50, 100, 200, false)).toBe(0);
    expect(seekFraction(400, 100, 200, false)).toBe(1);
  });

  it('steps 5 seconds with the arrows in the reading direction and jumps with Home and End', () => {
    expect(seekStep('ArrowRight', 10, 40)).toBe(15);
    expect(seekStep('ArrowLeft', 10, 40)).toBe(5);
    expect(seekStep('ArrowLeft', 10, 40, true)).toBe(15);
    expect(seekStep('ArrowLeft', 2, 40)).toBe(0);
    expect(seekStep('ArrowUp', 38, 40)).toBe(40);
    expect(seekStep('Home', 20, 40)).toBe(0);
    expect(seekStep('End', 20, 40)).toBe(40);
    expect(seekStep('a', 20, 40)).toBeNull();
  });
});
