/** Where each wallet screen lives in each face of the app (spec §2 keeps the drama routes). */
export interface WalletPaths {
  overview: string;
  deposit: string;
  withdraw: string;
  addresses: string;
  transfer: string;
  records: string;
  bank: string;
  tradePassword: string;
}

export const WALLET_PATHS: Record<'mall' | 'tv', WalletPaths> = {
  mall: {
    overview: '/wallet',
    deposit: '/wallet/deposit',
    withdraw: '/wallet/withdraw',
    addresses: '/wallet/addresses',
    transfer: '/wallet/transfer',
    records: '/wallet/records',
    bank: '/wallet/bank',
    tradePassword: '/me/trade-password',
  },
  tv: {
    overview: '/vip/wallet',
    deposit: '/vip/deposit',
    withdraw: '/vip/withdraw',
    addresses: '/vip/bindaddress',
    transfer: '/wallet/transfer',
    records: '/wallet/records',
    bank: '/wallet/bank',
    tradePassword: '/vip/safety_trade',
  },
};

export const RECORD_TABS = [
  'transactions',
  'deposits',
  'bank',
  'withdrawals',
  'transfers',
  'income',
] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

export const recordsPath = (paths: WalletPaths, tab: RecordTab) => `${paths.records}?tab=${tab}`;
