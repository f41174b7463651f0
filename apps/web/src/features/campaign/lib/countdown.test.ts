import { describe, expect, it } from 'vitest';
import { campaignDate, clockSkew, countdownTo, twoDigits } from './countdown';

const END = '2026-12-27T00:00:00.000Z';

describe('the campaign countdown', () => {
  it('counts days, hours, minutes and seconds to the end', () => {
    const now = new Date('2026-11-27T05:14:50.000Z').getTime();
    expect(countdownTo(END, now, 0)).toEqual({ days: 29, hours: 18, minutes: 45, seconds: 10, over: false });
  });

  it('runs on the server’s clock when the device’s is off', () => {
    const server = '2026-12-26T23:59:00.000Z';
    // The device thinks it is an hour earlier than the server does.
    const device = new Date('2026-12-26T22:59:00.000Z').getTime();
    const skew = clockSkew(server, device);
    expect(countdownTo(END, device, skew)).toMatchObject({
      days: 0,
      hours: 0,
      minutes: 1,
      seconds: 0,
      over: false,
    });
    expect(countdownTo(END, device + 60_000, skew)).toMatchObject({ minutes: 0, seconds: 0, over: true });
  });

  it('never goes below zero after the end', () => {
    expect(countdownTo(END, new Date('2027-01-05T00:00:00Z').getTime(), 0)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      over: true,
    });
  });

  it('shows dates in the window’s time zone and pads the clock', () => {
    expect(campaignDate('2026-12-24T09:00:00.000Z', 'en-US', 'Asia/Tokyo')).toMatch(/Dec 24, 2026.*06:00 PM/);
    expect(campaignDate('2026-12-24T09:00:00.000Z', 'en-US', 'UTC')).toMatch(/Dec 24, 2026.*09:00 AM/);
    expect(twoDigits(7)).toBe('07');
  });
});
