import type { ApiData } from '@app/contract';

/** One ledger account and one transfer, as the contract defines them. */
export type LedgerAccount = ApiData<'admin/getLedgerAccountList'>['list'][number];
export type LedgerTransfer = ApiData<'admin/getLedgerTransferList'>['list'][number];
