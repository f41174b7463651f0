import type { LedgerVerifyData } from '@app/contract';
import type { Db } from '#server/db/client.js';
import { ledgerRepository } from './ledger.repository.js';

/**
 * Recomputes every account's totals from the transfers and checks the books: totals match,
 * debits equal credits over all accounts and per asset (wallet money, store points), no flagged account is overdrawn, and every post or void
 * matches its pending transfer. Read-only; runs in one snapshot.
 */
export async function verifyLedger(db: Db): Promise<LedgerVerifyData> {
  return db.transaction(async (t) => {
    await ledgerRepository.readOnlySnapshot(t);
    const problems: string[] = [];
    for (const m of await ledgerRepository.totalsMismatches(t)) {
      problems.push(`${m.code}: ${m.field} is ${m.stored} but the transfers give ${m.computed}`);
    }
    const totals = await ledgerRepository.bookTotals(t);
    const links = await ledgerRepository.resolutionLinks(t);
    const imbalance = Number(totals.dp) - Number(totals.cp);
    if (imbalance !== 0) problems.push(`posted debits and credits differ by ${imbalance}`);
    if (Number(totals.dn) !== Number(totals.cn))
      problems.push(`pending debits and credits differ by ${Number(totals.dn) - Number(totals.cn)}`);
    // Each asset balances on its own: points never make up for money, nor money for points.
    for (const a of await ledgerRepository.assetImbalances(t)) {
      if (Number(a.posted))
        problems.push(`${a.asset}: posted debits and credits differ by ${Number(a.posted)}`);
      if (Number(a.pending))
        problems.push(`${a.asset}: pending debits and credits differ by ${Number(a.pending)}`);
    }
    const crossAsset = await ledgerRepository.crossAssetTransfers(t);
    if (crossAsset) problems.push(`${crossAsset} transfer(s) between accounts of different assets`);
    if (totals.overdrawn) problems.push(`${totals.overdrawn} account(s) overdrawn`);
    if (links.broken)
      problems.push(`${links.broken} post/void transfer(s) do not match their pending transfer`);
    return {
      ok: problems.length === 0,
      accounts: totals.accounts,
      transfers: links.transfers,
      imbalance,
      problems,
      checkedAt: new Date().toISOString(),
    };
  });
}
