import type { Handlers } from '#server/context.js';
import type { WalletStaffService } from './wallet-staff.service.js';
import type { WalletService } from './wallet.service.js';

/** The wallet's endpoints: the buyer's wallet and the console's reviews and currencies. */
export function walletHandlers(wallet: WalletService, staff: WalletStaffService): Handlers {
  return {
    'portal/getPortalList': () => wallet.portalList(),
    'chain/getCurrencyList': () => wallet.currencyList(),
    'user_wallet/getWallet': (_body, call) => wallet.getWallet(call),
    'user_wallet/transfer': (body, call) => wallet.transfer(body, call),
    'user_wallet/getUserTransferList': (body, call) => wallet.transferList(body, call),
    'user_wallet/getWalletLogList': (body, call) => wallet.logList(body, call),
    'user_wallet/getReceiveList': (body, call) => wallet.receiveList(body, call),
    'user_wallet/submitDeposit': (body, call) => wallet.submitDeposit(body, call),
    'user_wallet/getDepositList': (body, call) => wallet.depositList(body, call),
    'user_wallet/getWalletAddressList': (_body, call) => wallet.addressList(call),
    'user_wallet/saveAddress': (body, call) => wallet.saveAddress(body, call),
    'user_wallet/getWalletAddressInfo': (body, call) => wallet.addressInfo(body.id, call),
    'user_wallet/delWalletAddress': (body, call) => wallet.deleteAddress(body.id, call),
    'user_wallet/withdraw': (body, call) => wallet.withdraw(body, call),
    'user_wallet/getWithdrawList': (body, call) => wallet.withdrawList(body, call),
    'admin/getDepositReviewList': (body) => staff.depositReviewList(body),
    'admin/reviewDeposit': (body, call) => staff.reviewDeposit(body, call),
    'admin/getWithdrawReviewList': (body) => staff.withdrawReviewList(body),
    'admin/reviewWithdraw': (body, call) => staff.reviewWithdraw(body, call),
    'admin/getPortalList': () => staff.portalList(),
    'admin/savePortal': (body, call) => staff.savePortal(body, call),
    'admin/saveCurrency': (body, call) => staff.saveCurrency(body, call),
  };
}
