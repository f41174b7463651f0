import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, ENTRY: 'mall', SESSION_TTL_DAYS: 7, SEED_DEMO: true });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names every bad value in one clear error', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', ENTRY: 'shop', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL: must start with postgres[\s\S]*ENTRY: must be mall or tv/);
  });
});
