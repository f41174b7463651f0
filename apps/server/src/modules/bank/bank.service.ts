import type { BankChannel } from '@app/contract';
import { convertToWallet } from '@app/contract';
import type { AppContext, CallContext, StaffCall, UserRow } from '#server/context.js';
import type { bankChannels } from '#server/db/schema/index.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { auditRepository } from '#server/platform/audit/audit.repository.js';
import { saveAudited } from '#server/platform/audit/audited-save.js';
import { listPage } from '#server/lib/page.js';
import { accountCodes, ledger } from '#server/modules/ledger/ledger.service.js';
import { userRepository } from '#server/modules/account/account.repository.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { bankRepository } from './bank.repository.js';

type ChannelRow = typeof bankChannels.$inferSelect;
type Page = { page: number; pageSize: number };
type RechargeRow = Awaited<ReturnType<typeof bankRepository.listRecharges>>['rows'][number];

const FIAT_SCALE = 2;

function toChannel(c: ChannelRow): BankChannel {
  return {
    id: c.id,
    name: c.name,
    bankName: c.bankName,
    accountName: c.accountName,
    accountNumber: c.accountNumber,
    routingNumber: c.routingNumber,
    code: c.code,
    bankAddress: c.bankAddress,
    accountType: c.accountType,
    currency: c.currency,
    region: c.region,
    rateMinorPerUnit: c.rateMinorPerUnit,
    minAmount: c.minAmount,
    enabled: c.enabled,
  };
}

function toRecord(r: RechargeRow) {
  const x = r.recharge;
  return {
    id: x.id,
    channelName: r.channel.name,
    bankName: r.channel.bankName,
    currency: x.currency,
    amount: x.amount,
    rateMinorPerUnit: x.rateMinorPerUnit,
    creditAmount: x.creditAmount,
    receiptNo: x.receiptNo,
    voucher: x.voucher,
    status: x.status,
    rejectReason: x.rejectReason,
    createdAt: x.createdAt.toISOString(),
    reviewedAt: x.reviewedAt?.toISOString() ?? null,
  };
}

function toAdminRecord(r: RechargeRow) {
  return {
    ...toRecord(r),
    user: { id: r.recharge.userId, email: r.userEmail },
    reviewer: r.recharge.reviewerId ? { id: r.recharge.reviewerId, name: r.reviewerName ?? '' } : null,
  };
}

/** Bank-card top-ups (spec §2): choose a platform bank account, pay, report it with a voucher, staff complete it. */
export function createBankService(ctx: AppContext) {
  const { db } = ctx;
  const requireUser = (call: CallContext): UserRow => {
    if (!call.user) throw new AppError('UNAUTHORIZED');
    return call.user;
  };
  const one = async (id: number) =>
    (await bankRepository.listRecharges(db, { page: 1, pageSize: 1, id })).rows[0]!;

  return {
    async channels() {
      const list = (await bankRepository.listChannels(db, true)).map(toChannel);
      if (!list.length) throw new AppError('NO_BANK_CHANNEL');
      return { list };
    },

    async submit(
      body: { channelId: number; amount: number; receiptNo: string; voucher: string },
      call: CallContext,
    ) {
      const user = requireUser(call);
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

    async list(q: Page & { status?: string }, call: CallContext) {
      const user = requireUser(call);
      const { rows, total } = await bankRepository.listRecharges(db, { ...q, userId: user.id });
      return listPage(rows.map(toRecord), total, q);
    },

    async cancel(id: number, call: CallContext) {
      const user = requireUser(call);
      await db.transaction(async (tx) => {
        const row = await bankRepository.findRechargeForUpdate(tx, id);
        if (!row || row.userId !== user.id) throw new AppError('NOT_FOUND');
        if (row.status !== 'requesting') throw new AppError('RECHARGE_NOT_CANCELLABLE');
        await bankRepository.updateRecharge(tx, id, { status: 'cancelled' });
      });
      return toRecord(await one(id));
    },

    async reviewList(q: Page & { status?: string }) {
      const { rows, total } = await bankRepository.listRecharges(db, q);
      return listPage(rows.map(toAdminRecord), total, q);
    },

    async review(body: { id: number; action: 'approve' | 'reject'; reason?: string }, call: CallContext) {
      const member = call.staff!;
      await db.transaction(async (tx) => {
        const row = await bankRepository.findRechargeForUpdate(tx, body.id);
        if (!row) throw new AppError('NOT_FOUND');
        if (row.status !== 'requesting') throw new AppError('REVIEW_ALREADY_DONE');
        const owner = await userRepository.findById(tx, row.userId);
        if (owner?.email === member.email) throw new AppError('REVIEW_OWN_REQUEST');
        if (body.action === 'approve') {
          await ledger.transfer(tx, {
            transferId: `recharge:${row.id}`,
            debitAccountId: await ledger.platformAccount(tx, accountCodes.bankClearing(row.channelId)),
            creditAccountId: await ledger.userAccount(tx, row.userId),
            amount: row.creditAmount,
            kind: 'deposit',
            reference: { type: 'recharge', id: row.id },
            memo: `bank ${row.currency} ${(row.amount / 100).toFixed(FIAT_SCALE)} #${row.receiptNo}`,
          });
        }
        await bankRepository.updateRecharge(tx, row.id, {
          status: body.action === 'approve' ? 'completed' : 'rejected',
          rejectReason: body.action === 'reject' ? body.reason! : null,
          reviewerId: member.id,
          reviewedAt: new Date(),
        });
        await auditRepository.record(tx, {
          actorType: 'staff',
          actorId: member.id,
          action: body.action === 'approve' ? 'recharge.completed' : 'recharge.rejected',
          targetType: 'recharge',
          targetId: row.id,
          reason: body.reason,
          detail: {
            userId: row.userId,
            amount: row.amount,
            currency: row.currency,
            creditAmount: row.creditAmount,
          },
          ip: call.ip,
        });
      });
      return toAdminRecord(await one(body.id));
    },

    async configList() {
      return { list: (await bankRepository.listChannels(db, false)).map(toChannel) };
    },

    async saveChannel(
      body: Omit<BankChannel, 'id' | 'routingNumber' | 'code' | 'bankAddress' | 'accountType'> & {
        id?: number;
        routingNumber?: string | null;
        code?: string | null;
        bankAddress?: string | null;
        accountType?: string | null;
      },
      call: StaffCall,
    ) {
      const { id, ...fields } = body;
      const values = {
        ...fields,
        routingNumber: fields.routingNumber ?? null,
        code: fields.code ?? null,
        bankAddress: fields.bankAddress ?? null,
        accountType: fields.accountType ?? null,
      };
      const row = await saveAudited(db, call, {
        entity: 'bank_channel',
        id,
        values,
        insert: bankRepository.insertChannel,
        update: bankRepository.updateChannel,
        notFound: 'NOT_FOUND',
      });
      return toChannel(row);
    },
  };
}
