import { startServer } from './harness.js';
import { checkoutWorkload, unlockWorkload } from './workloads.js';
const s = await startServer(3996, 54496, { PG_STAT_STATEMENTS: 'true' });
try {
  await s.db.query('create extension if not exists pg_stat_statements');
  const w = process.argv[2] === 'unlock' ? await unlockWorkload(s, 8) : await checkoutWorkload(s, 8);
  const op = 'checkout' in w ? w.checkout : w.unlock;
  const clients = 'buyers' in w ? w.buyers : w.viewers;
  for (const c of clients) await op(c as never);
  await s.db.query('select pg_stat_statements_reset()');
  let n = 0;
  for (let i = 0; i < 25; i++) for (const c of clients) { await op(c as never); n++; }
  const { rows } = await s.db.query(`select calls, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as q from pg_stat_statements where query not like '%pg_stat_statements%' order by calls desc`);
  let total = 0;
  for (const r of rows) { total += Number(r.calls); console.log((Number(r.calls) / n).toFixed(2), r.q); }
  console.log('statements per unit', (total / n).toFixed(2));
} finally { await s.stop(); }
