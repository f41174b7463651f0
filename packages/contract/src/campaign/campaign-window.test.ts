import { describe, expect, it } from 'vitest';
import {
  campaignState,
  instantToZoned,
  isLocalTime,
  saveCampaignBody,
  zonedToInstant,
} from './campaign.schemas.js';

describe('a campaign window in a stated time zone', () => {
  it('turns wall-clock times into instants and back, across daylight-saving changes', () => {
    expect(zonedToInstant('2026-12-24T18:00', 'Asia/Tokyo').toISOString()).toBe('2026-12-24T09:00:00.000Z');
    expect(zonedToInstant('2026-07-01T00:00', 'Europe/Paris').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(zonedToInstant('2026-12-01T00:00', 'Europe/Paris').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(zonedToInstant('2026-10-31T23:59', 'UTC').toISOString()).toBe('2026-10-31T23:59:00.000Z');
    for (const zone of ['America/New_York', 'Australia/Sydney', 'Asia/Dubai'])
      expect(instantToZoned(zonedToInstant('2026-03-29T12:30', zone), zone)).toBe('2026-03-29T12:30');
  });

  it('accepts only real wall-clock times', () => {
    expect(isLocalTime('2026-02-28T23:59')).toBe(true);
    expect(isLocalTime('2026-02-30T10:00')).toBe(false);
    expect(isLocalTime('2026-12-24 18:00')).toBe(false);
    expect(isLocalTime('2026-12-24T24:00')).toBe(false);
  });

  it('is running from its start and ended from its end', () => {
    const w = { startsAt: '2026-11-20T00:00:00.000Z', endsAt: '2026-12-27T00:00:00.000Z' };
    expect(campaignState(w, new Date('2026-11-19T23:59:59.999Z'))).toBe('upcoming');
    expect(campaignState(w, new Date('2026-11-20T00:00:00.000Z'))).toBe('running');
    expect(campaignState(w, new Date('2026-12-26T23:59:59.999Z'))).toBe('running');
    expect(campaignState(w, new Date('2026-12-27T00:00:00.000Z'))).toBe('ended');
  });

  it('refuses an end that is not after the start, on the end field', () => {
    const result = saveCampaignBody.safeParse({
      key: 'christmas',
      start: '2026-12-24T18:00',
      end: '2026-12-24T18:00',
      timeZone: 'UTC',
      image: '/media/a.webp',
      title: 'X',
      reason: 'r',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['end', 'validation.campaignEndAfterStart'],
    ]);
  });
});
