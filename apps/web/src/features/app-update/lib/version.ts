/** A version as `major.minor.patch[-prerelease][+build]`; a leading `v` and missing parts are allowed. */
interface ParsedVersion {
  core: [number, number, number];
  prerelease: string[];
}

const VERSION_RE = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(input: string): ParsedVersion | null {
  const match = VERSION_RE.exec(input.trim());
  if (!match) return null;
  return {
    core: [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)],
    prerelease: match[4] ? match[4].split('.') : [],
  };
}

const isNumeric = (id: string) => /^\d+$/.test(id);

function comparePrerelease(a: string[], b: string[]): number {
  // A release ranks above any of its pre-releases (1.0.0-rc.1 < 1.0.0).
  if (a.length === 0 || b.length === 0) return Math.sign(b.length - a.length);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    if (isNumeric(x) && isNumeric(y)) return Math.sign(Number(x) - Number(y));
    if (isNumeric(x)) return -1;
    if (isNumeric(y)) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Semver order of two versions: negative when `a` is older, 0 when equal, positive when newer.
 * Build metadata is ignored. A version that cannot be read ranks below every readable one,
 * so a malformed server value never asks anybody to "update".
 */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) return (x ? 1 : 0) - (y ? 1 : 0);
  for (let i = 0; i < 3; i++) {
    const diff = x.core[i]! - y.core[i]!;
    if (diff !== 0) return Math.sign(diff);
  }
  return comparePrerelease(x.prerelease, y.prerelease);
}

export const isNewerVersion = (candidate: string, current: string): boolean =>
  compareVersions(candidate, current) > 0;
