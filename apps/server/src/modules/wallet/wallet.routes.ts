import type { Handlers } from '#server/plugins/api.js';
import type { createWalletService } from './wallet.service.js';

export function walletHandlers(wallet: ReturnType<typeof createWalletService>): Handlers {
  return {
    'chain/getCurrencyList': () => wallet.currencyList(),
    'user_wallet/getWallet': (_body, call) => wallet.getWallet(call),
    'user_wallet/transfer': (body, call) => wallet.transfer(body, call),
    'user_wallet/getUserTransferList': (body, call) => wallet.transferList(body, call),
    'user_wallet/getWalletLogList': (body, call) => wallet.logList(body, call),
    'user_wallet/getReceiveList': (body, call) => wallet.logList(body, call, true),
    'user_wallet/submitDeposit': (body, call) => wallet.submitDeposit(body, call),
    'user_wallet/getDepositList': (body, call) => wallet.depositList(body, call),
    'user_wallet/getWalletAddressList': (_body, call) => wallet.addressList(call),
    'user_wallet/saveAddress': (body, call) => wallet.saveAddress(body, call),
    'user_wallet/getWalletAddressInfo': (body, call) => wallet.addressInfo(body.id, call),
    'user_wallet/delWalletAddress': (body, call) => wallet.deleteAddress(body.id, call),
    'user_wallet/withdraw': (body, call) => wallet.withdraw(body, call),
    'user_wallet/getWithdrawList': (body, call) => wallet.withdrawList(body, call),
    'admin/getDepositReviewList': (body) => wallet.depositReviewList(body),
    'admin/reviewDeposit': (body, call) => wallet.reviewDeposit(body, call),
    'admin/getWithdrawReviewList': (body) => wallet.withdrawReviewList(body),
    'admin/reviewWithdraw': (body, call) => wallet.reviewWithdraw(body, call),
    'admin/getLedgerAccountList': (body) => wallet.ledgerAccounts(body),
    'admin/getLedgerTransferList': (body) => wallet.ledgerTransfers(body),
    'admin/verifyLedger': (_body, call) => wallet.verify(call),
    'admin/saveCurrency': (body, call) => wallet.saveCurrency(body, call),
  };
}
