/**
 * The Chromium that browser journeys, screenshot scripts and benchmarks drive, found without
 * anything installed by hand (decision 0018): `CHROMIUM_PATH` when set; else the system's
 * (chromium or Chrome on the PATH); else Playwright's own download when one is already there;
 * else the build shipped in npm (`@sparticuz/chromium`), unpacked to the temp folder on first use.
 */
import { execFileSync } from 'node:child_process';
import { chromium as playwrightChromium } from '@playwright/test';
import { findOnPath, isExecutable } from '../apps/server/src/lib/executables.js';
import { fontConfigFile } from '../apps/server/src/lib/fonts.js';

export interface FoundChromium {
  executablePath: string;
  /** Where it came from, for the one line the test run prints. */
  source: string;
  /** Flags every launch passes: no sandbox (root in CI), no GPU, no calls home. */
  args: string[];
  env?: Record<string, string>;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

function version(executablePath: string): string {
  try {
    return execFileSync(executablePath, ['--version'], { encoding: 'utf8', timeout: 20_000 }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

export async function findChromium(): Promise<FoundChromium> {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) {
    if (!isExecutable(explicit)) throw new Error(`CHROMIUM_PATH=${explicit} is not an executable file`);
    return { executablePath: explicit, source: 'CHROMIUM_PATH', args: CHROMIUM_ARGS };
  }
  const system = findOnPath(...SYSTEM_NAMES);
  if (system) return { executablePath: system, source: 'the system', args: CHROMIUM_ARGS };
  const downloaded = (() => {
    try {
      return playwrightChromium.executablePath();
    } catch {
      return undefined;
    }
  })();
  if (downloaded && isExecutable(downloaded)) {
    return { executablePath: downloaded, source: "Playwright's download", args: CHROMIUM_ARGS };
  }
  const npm = (await import('@sparticuz/chromium')).default;
  const executablePath = await npm.executablePath();
  // A machine may have no fonts: the system's configuration when there is one, plus npm's DejaVu.
  const fonts = fontConfigFile('dramamall-browser-fonts', { withSystem: true });
  return {
    executablePath,
    source: 'npm (@sparticuz/chromium)',
    args: CHROMIUM_ARGS,
    env: { FONTCONFIG_FILE: fonts },
  };
}

/** "Browser: Chromium 153.0.8010.0 from npm (@sparticuz/chromium) at /tmp/chromium" */
export function describeChromium(found: FoundChromium): string {
  return `Browser: ${version(found.executablePath)} from ${found.source} at ${found.executablePath}`;
}

/** Launch options for Playwright: `chromium.launch(await chromiumLaunchOptions())`. */
export async function chromiumLaunchOptions(extraArgs: string[] = []) {
  return launchOptionsOf(await findChromium(), extraArgs);
}

export function launchOptionsOf(found: FoundChromium, extraArgs: string[] = []) {
  return {
    executablePath: found.executablePath,
    args: [...found.args, ...extraArgs],
    ...(found.env ? { env: { ...process.env, ...found.env } as Record<string, string> } : {}),
  };
}
