import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#test/free-port.js';
import { cloneTemplate } from '#test/helper.js';

/**
 * One server process per core (issue 18, `WORKERS`): the started process runs the workers on one
 * port and replaces one that dies, so the node keeps answering; SIGTERM stops them all.
 */
const database = await cloneTemplate();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workers-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const serverFile = path.join(import.meta.dirname, 'server.ts');

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server processes whose parent is `pid` (from /proc; not the TypeScript compiler's helper). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) return false;
        return fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('server.ts');
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function ready(): Promise<boolean> {
  try {
    return (await fetch(`${base}/readyz`)).ok;
  } catch {
    return false;
  }
}

describe('WORKERS=2', () => {
  it('serves from two processes on one port, replaces one that dies, and stops on SIGTERM', async () => {
    const primary = spawn(process.execPath, ['--import', 'tsx', serverFile], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SEED_DEMO: 'false',
        VIDEO_WORKER: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    primary.stdout.on('data', (d: Buffer) => (output += d.toString()));
    primary.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    try {
      // Three processes compile the server's TypeScript at start: slow on a busy machine.
      for (let i = 0; i < 960 && !(await ready()); i++) await sleep(250);
      expect(await ready(), output).toBe(true);
      for (let i = 0; i < 40 && childrenOf(primary.pid!).length < 2; i++) await sleep(250);
      const workers = childrenOf(primary.pid!);
      expect(workers).toHaveLength(2);
      for (let i = 0; i < 120 && !output.includes('DramaMall is running'); i++) await sleep(250);
      expect(output).toContain('2 server processes');
      // Both take requests before one is killed (the second may still be starting on a busy machine).
      const listening = () => ['0', '1'].every((n) => output.includes(`server process ${n} listening`));
      for (let i = 0; i < 960 && !listening(); i++) await sleep(250);
      expect(listening(), output).toBe(true);
      // Every worker made the same media secret (one file, linked into place by the first).
      expect(fs.readFileSync(path.join(dataDir, 'media-url-secret'), 'utf8')).toMatch(/^[\w-]{43}$/);

      // One worker dies: the other keeps answering, and the primary starts a new one.
      // A request already handed to the killed process fails with it. Once the primary has handled
      // its exit (it logs it; a moment, longer on a busy machine) every request goes to the live
      // one. The process leaving /proc's list is not that moment: a killed process that is not yet
      // reaped has an empty command line, while the primary may still hand it connections.
      process.kill(workers[0]!, 'SIGKILL');
      const ended = 'server process 0 ended (SIGKILL); starting it again';
      for (let i = 0; i < 960 && !output.includes(ended); i++) await sleep(50);
      expect(output).toContain(ended);
      expect(childrenOf(primary.pid!)).not.toContain(workers[0]);
      const answers: boolean[] = [];
      for (let i = 0; i < 20; i++) {
        answers.push(await ready());
        await sleep(50);
      }
      expect(answers).toEqual(Array(20).fill(true));
      let replaced: number[] = [];
      for (let i = 0; i < 720; i++) {
        replaced = childrenOf(primary.pid!);
        if (replaced.length === 2 && !replaced.includes(workers[0]!)) break;
        await sleep(250);
      }
      expect(replaced).toHaveLength(2);
      expect(replaced).not.toContain(workers[0]);
      for (let i = 0; i < 720 && !(await ready()); i++) await sleep(250);

      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(replaced.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
      expect(await ready()).toBe(false);
    } finally {
      if (primary.exitCode === null) primary.kill('SIGKILL');
    }
  }, 600_000);
});
