export { WalletOverview } from './components/wallet-overview';
export { DepositScreen } from './components/deposit-screen';
export { BankScreen } from './components/bank-screen';
export { WithdrawScreen } from './components/withdraw-form';
export { TransferScreen } from './components/transfer-form';
export { AddressList } from './components/address-list';
export { WalletRecords, isRecordTab } from './components/wallet-records';
export { WALLET_PATHS, RECORD_TABS, recordsPath, type RecordTab, type WalletPaths } from './lib/paths';
