/** How far a key moves the player's seek bar, in seconds. */
export const SEEK_STEP_SECONDS = 5;

/** Where along a bar a pointer is, 0 to 1, from the start of the reading direction. */
export function seekFraction(x: number, left: number, width: number, rtl: boolean): number {
  if (width <= 0) return 0;
  const f = Math.min(1, Math.max(0, (x - left) / width));
  return rtl ? 1 - f : f;
}

/**
 * The time a key takes the bar to (null: not a key of the slider). Arrows step 5 s in the reading
 * direction (in right-to-left pages the left arrow goes forward), up and down too; Home and End jump.
 */
export function seekStep(key: string, current: number, duration: number, rtl = false): number | null {
  const clamp = (s: number) => Math.min(duration, Math.max(0, s));
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'ArrowUp') return clamp(current + SEEK_STEP_SECONDS);
  if (key === back || key === 'ArrowDown') return clamp(current - SEEK_STEP_SECONDS);
  if (key === 'Home') return 0;
  if (key === 'End') return duration;
  return null;
}
