/**
 * First view (issue 18): Lighthouse, mobile (simulated slow 4G, 4× CPU), performance only, on the
 * four entry pages of a running server: the marketplace home, a product, the drama home and the
 * player. A product and a drama are picked from the API. Each run is a fresh Chromium (cold cache).
 *
 *   npm run build -w @app/web && PORT=3400 PG_PORT=55400 npm run start -w @app/server
 *   BASE_URL=http://localhost:3400 N=3 npx tsx bench/lighthouse.ts
 *
 * Prints per page the median of N runs (by score) of: score, FCP, LCP, TBT, CLS and the
 * JavaScript transferred (KB, as sent: brotli). A bench, not a test: nothing fails on a low score.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { findChromium } from '../scripts/chromium.js';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Math.max(1, Number(process.env.N ?? 1));
const only = process.env.PAGES?.split(',');

async function api<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg?: string; data: T };
  if (json.code !== 0) throw new Error(`${path}: ${json.msg ?? json.code}`);
  return json.data;
}

const goods = await api<{ list: { id: number }[] }>('goods/getGoodsList', { page: 1, pageSize: 1 });
const dramas = await api<{ list: { id: number }[] }>('video/getVideoList', {
  sort: 'hot',
  page: 1,
  pageSize: 1,
});
const productId = goods.list[0]?.id;
const dramaId = dramas.list[0]?.id;
if (!productId || !dramaId) throw new Error('no product or drama to measure: is the demo data seeded?');

const pages = [
  { name: '/mall', path: '/mall' },
  { name: '/mall/product/:id', path: `/mall/product/${productId}` },
  { name: '/tv/index', path: '/tv/index' },
  { name: '/tv/video', path: `/tv/video?id=${dramaId}&ep=1` },
].filter((p) => !only || only.includes(p.name));

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

const found = await findChromium();
if (found.env) Object.assign(process.env, found.env);

async function measure(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: found.executablePath,
    chromeFlags: ['--headless=new', ...found.args],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    };
    const result = (await lighthouse(url, flags)) as RunnerResult | undefined;
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items =
      (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] }).items ?? [];
    const jsBytes = items
      .filter((i) => i.resourceType === 'Script')
      .reduce((sum, i) => sum + Number(i.transferSize ?? 0), 0);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsKb: jsBytes / 1024,
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: Figures[]): Figures => {
  const sorted = [...xs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const say = (line: string) => process.stdout.write(`${line}\n`);
say(`Lighthouse mobile on ${base}, median of ${runs} run(s), ${new Date().toISOString()}`);
say('| page | score | FCP | LCP | TBT | CLS | JS KB | scores |');
say('|---|---|---|---|---|---|---|---|');
for (const page of pages) {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i++) all.push(await measure(`${base}${page.path}`));
  const m = median(all);
  say(
    `| \`${page.name}\` | ${m.score} | ${s(m.fcp)} | ${s(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${Math.round(m.jsKb)} | ${all.map((f) => f.score).join(', ')} |`,
  );
}
