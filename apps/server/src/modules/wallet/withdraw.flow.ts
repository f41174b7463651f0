import { minorToDecimal, type ApiInput } from '@app/contract';
import type { AppContext, UserCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { catalogRepository } from '#server/modules/catalog/index.js';
import { kycRepository } from '#server/modules/kyc/index.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import type { CodeService } from '#server/platform/codes/code.service.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { checkTradePassword } from './trade-password.js';
import { withdrawalRecord } from './wallet.records.js';
import { walletRepository } from './wallet.repository.js';
import { assertNoFundsHold, callTransferId } from './wallet.rules.js';

/**
 * A withdrawal request to a saved address: the checks (pause, address, minimum, trade password,
 * email code), then in one transaction the 24-hour limit under the account's lock and the amount
 * and fee held as pending ledger transfers until staff review them.
 */
export async function requestWithdrawal(
  ctx: Pick<AppContext, 'db' | 'config'>,
  deps: { codes: CodeService; throttle: SigninThrottle },
  body: ApiInput<'user_wallet/withdraw'>,
  call: UserCall,
) {
  const { db } = ctx;
  const { user } = call;
  assertNoFundsHold(user);
  // A store's owner withdraws only once their real-name check has passed.
  if (await catalogRepository.storeOfOwner(db, user.id)) {
    const status = (await kycRepository.statusOfUsers(db, [user.id])).get(user.id);
    if (status !== 'passed') throw new AppError('REAL_NAME_REQUIRED');
  }
  const saved = await walletRepository.findAddress(db, user.id, body.addressId);
  if (!saved) throw new AppError('ADDRESS_NOT_FOUND');
  const currency = saved.currency;
  if (!currency.withdrawEnabled) throw new AppError('WITHDRAW_DISABLED');
  if (body.amount < currency.minWithdraw) {
    throw new AppError('AMOUNT_BELOW_MINIMUM', { minimum: minorToDecimal(currency.minWithdraw) });
  }
  await checkTradePassword(deps.throttle, user, body.tradePassword, call.ip);
  const ticket = await deps.codes.redeem(user.email, 'withdraw', body.code);
  const holdId = callTransferId(call, user.id, 'withdrawal');
  const record = await db.transaction(async (tx) => {
    const account = await ledger.userAccount(tx, user.id);
    const clearing = await ledger.platformAccount(tx, accountCodes.cryptoClearing(currency.id));
    const fees = await ledger.platformAccount(tx, accountCodes.fees);
    // The user's account is locked first, so the 24-hour limit cannot be raced.
    await ledger.lock(tx, [account]);
    const used = await walletRepository.withdrawnLastDay(tx, user.id);
    if (used + body.amount > currency.withdrawDailyLimit) {
      throw new AppError('WITHDRAW_LIMIT_EXCEEDED', {
        remaining: minorToDecimal(Math.max(0, currency.withdrawDailyLimit - used)),
      });
    }
    await deps.codes.use(tx, ticket);
    const withdrawalId = await walletRepository.nextWithdrawalId(tx);
    const reference = { type: 'withdrawal', id: withdrawalId };
    const memo = `${currency.currency} ${currency.network} ${saved.address.address}`;
    const hold = await ledger.transfer(tx, {
      transferId: holdId,
      debitAccountId: account,
      creditAccountId: clearing,
      amount: body.amount,
      kind: 'withdrawal',
      pending: true,
      reference,
      line: {
        kind: 'withdrawal',
        currency: currency.currency,
        network: currency.network,
        address: saved.address.address,
      },
      memo,
    });
    const feeHold = currency.withdrawFee
      ? await ledger.transfer(tx, {
          transferId: `${holdId}:fee`,
          debitAccountId: account,
          creditAccountId: fees,
          amount: currency.withdrawFee,
          kind: 'withdrawal_fee',
          pending: true,
          reference,
          line: { kind: 'withdrawalFee', currency: currency.currency, network: currency.network },
          memo,
        })
      : undefined;
    const created = await walletRepository.insertWithdrawal(tx, {
      id: withdrawalId,
      userId: user.id,
      currencyId: currency.id,
      address: saved.address.address,
      amount: body.amount,
      fee: currency.withdrawFee,
      approvalsNeeded: body.amount >= ctx.config.WITHDRAW_DUAL_APPROVAL_MINOR ? 2 : 1,
      holdTransferId: hold.id,
      feeTransferId: feeHold?.id ?? null,
    });
    return created;
  });
  const { rows } = await walletRepository.listWithdrawals(db, { page: 1, pageSize: 1, id: record.id });
  return withdrawalRecord(rows[0]!);
}
