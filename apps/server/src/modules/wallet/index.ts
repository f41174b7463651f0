// What other modules, app.ts and the seed may import from the wallet.
export { walletRepository } from './wallet.repository.js';
export { createWalletService, type WalletService } from './wallet.service.js';
export { createWalletStaffService, type WalletStaffService } from './wallet-staff.service.js';
export { walletHandlers } from './wallet.routes.js';
export { checkPaymentPassword, checkTradePassword } from './trade-password.js';
export {
  decision,
  reviewRequest,
  type ReviewInput,
  type ReviewKind,
  type ReviewOutcome,
} from './review-request.flow.js';
