import type { ErrorName } from '@app/contract';
import type { StaffCall, StaffRow } from '#server/context.js';
import type { Db, Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { userRepository } from '#server/modules/account/index.js';
import { audit } from '#server/platform/audit/index.js';

/** What the console decided about a request. */
export interface ReviewInput {
  id: number;
  action: 'approve' | 'reject';
  reason?: string;
}

/** What an approve or reject step did: the audit action to record, and what the review answers (if anything). */
export interface ReviewOutcome<Result> {
  action: string;
  result: Result;
}

/** The steps that differ between kinds of request (deposit, bank top-up, withdrawal, order refund). */
export interface ReviewKind<Row extends { id: number }, Result> {
  /** Loads the request row locked for update, or nothing. */
  lock(tx: Tx, id: number): Promise<Row | undefined>;
  /** The error when there is no such request. */
  notFound: ErrorName;
  /** Whether the request still waits for review (else: REVIEW_ALREADY_DONE). */
  pending(row: Row): boolean;
  /** The user whose request it is, when staff may not review their own account's requests. */
  requesterId?: (row: Row) => number;
  approve(tx: Tx, row: Row, member: StaffRow, reason: string | undefined): Promise<ReviewOutcome<Result>>;
  /** The contract makes a rejection carry its reason. */
  reject(tx: Tx, row: Row, member: StaffRow, reason: string): Promise<ReviewOutcome<Result>>;
  /** The audit entry's target type and detail, from the row as it was before the review. */
  targetType: string;
  detail(row: Row): Record<string, unknown>;
}

/**
 * One review of a request by a console member, in one transaction: lock the request, check it is
 * still pending, refuse a member reviewing their own user account's request, approve or reject,
 * and record it in the audit trail.
 */
export async function reviewRequest<Row extends { id: number }, Result>(
  db: Db,
  call: StaffCall,
  input: ReviewInput,
  kind: ReviewKind<Row, Result>,
): Promise<Result> {
  const member = call.staff;
  return db.transaction(async (tx) => {
    const row = await kind.lock(tx, input.id);
    if (!row) throw new AppError(kind.notFound);
    if (!kind.pending(row)) throw new AppError('REVIEW_ALREADY_DONE');
    if (kind.requesterId) await refuseOwnRequest(tx, member, kind.requesterId(row));
    const outcome =
      input.action === 'approve'
        ? await kind.approve(tx, row, member, input.reason)
        : await kind.reject(tx, row, member, input.reason!);
    await audit.staff(tx, call, {
      action: outcome.action,
      targetType: kind.targetType,
      targetId: row.id,
      reason: input.reason,
      detail: kind.detail(row),
    });
    return outcome.result;
  });
}

/** Staff may not review a request of their own user account (same email). */
async function refuseOwnRequest(tx: Tx, member: StaffRow, userId: number) {
  const owner = await userRepository.findById(tx, userId);
  if (owner && owner.email === member.email) throw new AppError('REVIEW_OWN_REQUEST');
}

/** The row's decision columns: who decided, when, and why when it was a rejection. */
export function decision<S extends string>(member: StaffRow, status: S, rejectReason: string | null = null) {
  return { status, rejectReason, reviewerId: member.id, reviewedAt: new Date() };
}
