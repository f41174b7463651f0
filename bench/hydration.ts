/**
 * Start-up work of the entry pages under a 4× CPU slowdown, two running servers side by side
 * (decision 64: the web client on Preact against React). Rounds alternate between the servers so a
 * busy moment of the machine falls on both; each visit is a fresh Chromium context (Pixel 7, cold
 * cache). Prints per server and page the medians of: the time until the app is hydrated and
 * answering (`data-app-ready`), the main thread's script time and its time in tasks.
 *
 *   A=http://localhost:3457 B=http://localhost:3458 ROUNDS=8 npx tsx bench/hydration.ts
 *
 * A bench, not a test: it fails only when a page never becomes ready.
 */
import { chromium, devices } from '@playwright/test';
import { findChromium, launchOptionsOf } from '../scripts/chromium.js';

const servers = Object.entries({ A: process.env.A, B: process.env.B }).filter(
  (entry): entry is [string, string] => Boolean(entry[1]),
);
if (!servers.length) throw new Error('name at least one server: A=http://localhost:3457 [B=…]');
const pages = (process.env.PAGES ?? '/mall,/tv/index').split(',');
const rounds = Math.max(1, Number(process.env.ROUNDS ?? 8));

const found = await findChromium();
if (found.env) Object.assign(process.env, found.env);
const browser = await chromium.launch(launchOptionsOf(found));

interface Sample {
  ready: number;
  script: number;
  tasks: number;
}
const samples = new Map<string, { name: string; path: string; list: Sample[] }>();

async function visit(url: string): Promise<Sample> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    await page.waitForFunction(() => document.body.dataset.appReady === 'true', null, {
      timeout: 60_000,
    });
    const ready = await page.evaluate(() => performance.now());
    const { metrics } = await cdp.send('Performance.getMetrics');
    const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return { ready, script: ms('ScriptDuration'), tasks: ms('TaskDuration') };
  } finally {
    await context.close();
  }
}

for (let round = 0; round < rounds; round++) {
  for (const [name, base] of servers) {
    for (const path of pages) {
      const key = `${name} ${path}`;
      if (!samples.has(key)) samples.set(key, { name, path, list: [] });
      samples.get(key)!.list.push(await visit(base.replace(/\/$/, '') + path));
    }
  }
}
await browser.close();

const say = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
say(`Start-up under 4× CPU, median of ${rounds} rounds, ${new Date().toISOString()}`);
say('| server | page | ready | script | main-thread tasks |');
say('|---|---|---|---|---|');
for (const { name, path, list } of samples.values()) {
  const cell = (pick: (s: Sample) => number) => `${median(list.map(pick)).toFixed(0)} ms`;
  say(
    `| ${name} | \`${path}\` | ${cell((s) => s.ready)} | ${cell((s) => s.script)} | ${cell((s) => s.tasks)} |`,
  );
}
