import type { LedgerVerifyData } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';

interface Mismatch {
  code: string;
  field: string;
  stored: number;
  computed: number;
}

/**
 * Recomputes every account's totals from the transfers and checks the books: totals match,
 * debits equal credits over all accounts, no flagged account is overdrawn, and every post or void
 * matches its pending transfer. Read-only; runs in one snapshot.
 */
export async function verifyLedger(db: Db): Promise<LedgerVerifyData> {
  return db.transaction(async (t) => {
    await t.execute(sql`set transaction isolation level repeatable read, read only`);
    const problems: string[] = [];
    const mismatches = await t.execute<Mismatch & Record<string, unknown>>(sql`
      with resolved as (
        select pending_id from ledger_transfers where phase in ('post', 'void')
      ), movement as (
        select debit_account_id as account_id,
               sum(case when phase in ('single', 'post') then amount else 0 end) as debits_posted,
               sum(case when phase = 'pending' and id not in (select pending_id from resolved) then amount else 0 end) as debits_pending,
               0::numeric as credits_posted, 0::numeric as credits_pending
          from ledger_transfers group by debit_account_id
        union all
        select credit_account_id,
               0, 0,
               sum(case when phase in ('single', 'post') then amount else 0 end),
               sum(case when phase = 'pending' and id not in (select pending_id from resolved) then amount else 0 end)
          from ledger_transfers group by credit_account_id
      ), computed as (
        select a.id, a.code,
               coalesce(sum(m.debits_posted), 0)::bigint as debits_posted,
               coalesce(sum(m.debits_pending), 0)::bigint as debits_pending,
               coalesce(sum(m.credits_posted), 0)::bigint as credits_posted,
               coalesce(sum(m.credits_pending), 0)::bigint as credits_pending,
               a.debits_posted as s_dp, a.debits_pending as s_dn, a.credits_posted as s_cp, a.credits_pending as s_cn
          from ledger_accounts a left join movement m on m.account_id = a.id
         group by a.id
      )
      select code, f.field, f.stored, f.computed from computed,
        lateral (values ('debits_posted', s_dp, debits_posted), ('debits_pending', s_dn, debits_pending),
                        ('credits_posted', s_cp, credits_posted), ('credits_pending', s_cn, credits_pending))
          as f(field, stored, computed)
       where f.stored <> f.computed
       limit 50`);
    for (const m of mismatches.rows) {
      problems.push(`${m.code}: ${m.field} is ${m.stored} but the transfers give ${m.computed}`);
    }
    const [totals] = (
      await t.execute<{
        accounts: number;
        dp: number;
        cp: number;
        dn: number;
        cn: number;
        overdrawn: number;
      }>(sql`
        select count(*)::int as accounts,
               coalesce(sum(debits_posted), 0)::bigint as dp, coalesce(sum(credits_posted), 0)::bigint as cp,
               coalesce(sum(debits_pending), 0)::bigint as dn, coalesce(sum(credits_pending), 0)::bigint as cn,
               count(*) filter (where flags & 1 = 1 and debits_posted + debits_pending > credits_posted)::int as overdrawn
          from ledger_accounts`)
    ).rows;
    const [links] = (
      await t.execute<{ transfers: number; broken: number }>(sql`
        select (select count(*)::int from ledger_transfers) as transfers,
               (select count(*)::int from ledger_transfers r join ledger_transfers p on p.id = r.pending_id
                 where r.phase in ('post', 'void') and (p.phase <> 'pending' or p.amount <> r.amount
                   or p.debit_account_id <> r.debit_account_id or p.credit_account_id <> r.credit_account_id)) as broken`)
    ).rows;
    const imbalance = Number(totals!.dp) - Number(totals!.cp);
    if (imbalance !== 0) problems.push(`posted debits and credits differ by ${imbalance}`);
    if (Number(totals!.dn) !== Number(totals!.cn))
      problems.push(`pending debits and credits differ by ${Number(totals!.dn) - Number(totals!.cn)}`);
    if (totals!.overdrawn) problems.push(`${totals!.overdrawn} account(s) overdrawn`);
    if (links!.broken)
      problems.push(`${links!.broken} post/void transfer(s) do not match their pending transfer`);
    return {
      ok: problems.length === 0,
      accounts: totals!.accounts,
      transfers: links!.transfers,
      imbalance,
      problems,
      checkedAt: new Date().toISOString(),
    };
  });
}
