import { describe, expect, it } from 'vitest';
import { compareVersions, isNewerVersion, parseVersion } from './version';

describe('compareVersions', () => {
  it('orders by major, minor, then patch, numerically', () => {
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
    expect(compareVersions('1.2.4', '1.2.3')).toBe(1);
    expect(compareVersions('1.3.0', '1.2.9')).toBe(1);
    expect(compareVersions('2.0.0', '1.99.99')).toBe(1);
    expect(compareVersions('0.10.0', '0.9.0')).toBe(1);
    expect(compareVersions('0.1.0', '0.2.0')).toBe(-1);
  });

  it('fills missing parts with zero and accepts a leading v and spaces', () => {
    expect(compareVersions('1', '1.0.0')).toBe(0);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('v1.2.1', '1.2.0')).toBe(1);
    expect(compareVersions(' 1.0.0 ', '1.0.0')).toBe(0);
  });

  it('ranks a release above its pre-releases, and pre-releases by semver rules', () => {
    expect(compareVersions('1.0.0', '1.0.0-rc.1')).toBe(1);
    expect(compareVersions('1.0.0-rc.1', '1.0.0')).toBe(-1);
    expect(compareVersions('1.0.0-alpha', '1.0.0-alpha.1')).toBe(-1);
    expect(compareVersions('1.0.0-alpha.1', '1.0.0-alpha.beta')).toBe(-1);
    expect(compareVersions('1.0.0-beta.2', '1.0.0-beta.11')).toBe(-1);
    expect(compareVersions('1.0.0-rc.1', '1.0.0-beta.11')).toBe(1);
    expect(compareVersions('1.0.1-alpha', '1.0.0')).toBe(1);
  });

  it('ignores build metadata', () => {
    expect(compareVersions('1.0.0+build.7', '1.0.0+build.8')).toBe(0);
  });

  it('ranks unreadable versions below readable ones and never as newer', () => {
    expect(parseVersion('latest')).toBeNull();
    expect(parseVersion('')).toBeNull();
    expect(compareVersions('latest', '0.1.0')).toBe(-1);
    expect(compareVersions('0.1.0', 'garbage')).toBe(1);
    expect(compareVersions('x', 'y')).toBe(0);
    expect(isNewerVersion('', '0.1.0')).toBe(false);
    expect(isNewerVersion('1.2.3.4', '0.1.0')).toBe(false);
  });

  it('is antisymmetric', () => {
    const versions = ['0.1.0', '0.1.1', '1.0.0-rc.1', '1.0.0', '1.10.0', 'v2', 'bad'];
    for (const a of versions) {
      for (const b of versions) expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
    }
  });
});
