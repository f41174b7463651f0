import { convertToWallet, type ApiInput } from '@app/contract';
import type { AppContext, UserCall } from '#server/context.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { FIAT_SCALE, toChannel, toRecord } from './bank.records.js';
import { bankRepository } from './bank.repository.js';

/** Bank-card top-ups (spec §2): choose a platform bank account, pay, report it with a voucher, staff complete it. */
export function createBankService(ctx: AppContext) {
  const { db } = ctx;
  const one = async (id: number) =>
    (await bankRepository.listRecharges(db, { page: 1, pageSize: 1, id })).rows[0]!;

  return {
    async channels() {
      const list = (await bankRepository.listChannels(db, true)).map(toChannel);
      if (!list.length) throw new AppError('NO_BANK_CHANNEL');
      return { list };
    },

    async submit(body: ApiInput<'bank/submitRecharge'>, call: UserCall) {
      const { user } = call;
      const channel = await bankRepository.findChannel(db, body.channelId);
      if (!channel || !channel.enabled) throw new AppError('NO_BANK_CHANNEL');
      if (body.amount < channel.minAmount) {
        throw new AppError('AMOUNT_BELOW_MINIMUM', {
          minimum: `${(channel.minAmount / 100).toFixed(FIAT_SCALE)} ${channel.currency}`,
        });
      }
      // The voucher must be an image this user uploaded (the upload checked its bytes).
      if (!(await fileRepository.ownsUpload(db, user.id, body.voucher, 'voucher'))) {
        throw new AppError('VOUCHER_INVALID', {}, [
          { field: 'voucher', rule: 'uploaded_image', key: 'validation.voucher' },
        ]);
      }
      const creditAmount = convertToWallet(body.amount, FIAT_SCALE, channel.rateMinorPerUnit);
      if (creditAmount <= 0) throw fieldError('amount', 'validation.amountPositive');
      const created = await bankRepository.insertRecharge(db, {
        userId: user.id,
        channelId: channel.id,
        currency: channel.currency,
        amount: body.amount,
        rateMinorPerUnit: channel.rateMinorPerUnit,
        creditAmount,
        receiptNo: body.receiptNo,
        voucher: body.voucher,
      });
      return toRecord(await one(created.id));
    },

    async list(q: ApiInput<'bank/getRechargeList'>, call: UserCall) {
      const { rows, total } = await bankRepository.listRecharges(db, { ...q, userId: call.user.id });
      return listPage(rows.map(toRecord), total, q);
    },

    async cancel(id: number, call: UserCall) {
      const { user } = call;
      await db.transaction(async (tx) => {
        const row = await bankRepository.findRechargeForUpdate(tx, id);
        if (!row || row.userId !== user.id) throw new AppError('NOT_FOUND');
        if (row.status !== 'requesting') throw new AppError('RECHARGE_NOT_CANCELLABLE');
        await bankRepository.updateRecharge(tx, id, { status: 'cancelled' });
      });
      return toRecord(await one(id));
    },
  };
}

export type BankService = ReturnType<typeof createBankService>;
