import {
  api,
  OVERVIEW_LEDGER_CHECK_HOURS,
  OVERVIEW_QUEUES,
  OVERVIEW_SOURCES,
  OVERVIEW_STALE_HOURS,
  OVERVIEW_TIME_ZONE,
  WALLET_CURRENCY,
  type ApiData,
  type ApiInput,
  type OverviewAlert,
  type OverviewPart,
  type OverviewQueue,
} from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { overviewRepository, type QueueFigures } from './overview.repository.js';
import { lastUtcDays } from './utc-days.js';

type Overview = ApiData<'admin/getOverview'>;
const HOUR_MS = 3_600_000;

/** Whether the member may see a part: their roles may make the call of the page the part summarises. */
export function maySee(roles: readonly string[], part: OverviewPart): boolean {
  const endpoint = api[OVERVIEW_SOURCES[part]];
  const allowed: readonly string[] = 'roles' in endpoint ? endpoint.roles : [];
  return allowed.length === 0 || roles.some((r) => allowed.includes(r));
}

/** The console's start page: figures of recorded rows, each part only for the roles that may open its page. */
export function createOverviewStaffService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async overview(q: ApiInput<'admin/getOverview'>, call: StaffCall): Promise<Overview> {
      const now = new Date();
      const { from, days } = lastUtcDays(q.days, now);
      const today = days[days.length - 1]!;
      const yesterday = days[days.length - 2]!;
      const staleBefore = new Date(now.getTime() - OVERVIEW_STALE_HOURS * HOUR_MS);
      const sees = (part: OverviewPart) => maySee(call.staff.roles, part);

      return db.transaction(async (tx) => {
        await overviewRepository.readOnlySnapshot(tx);

        let orders: Overview['orders'] = null;
        if (sees('orders')) {
          const placed = byDay(await overviewRepository.ordersPlacedByDay(tx, from));
          const paid = byDay(await overviewRepository.ordersPaidByDay(tx, from));
          const series = days.map((day) => ({
            day,
            placed: placed.get(day)?.placed ?? 0,
            paid: paid.get(day)?.paid ?? 0,
            sales: paid.get(day)?.sales ?? 0,
          }));
          const on = (day: string) => {
            const { placed: p, paid: n, sales } = series.find((s) => s.day === day)!;
            return { placed: p, paid: n, sales };
          };
          orders = { today: on(today), yesterday: on(yesterday), series };
        }

        let users: Overview['users'] = null;
        if (sees('users')) {
          const signups = byDay(await overviewRepository.signupsByDay(tx, from));
          const series = days.map((day) => ({ day, signups: signups.get(day)?.signups ?? 0 }));
          users = {
            today: series.at(-1)!.signups,
            yesterday: series.at(-2)!.signups,
            total: await overviewRepository.userCount(tx),
            series,
          };
        }

        const read: Record<OverviewQueue, () => Promise<QueueFigures>> = {
          deposits: () => overviewRepository.depositQueue(tx, staleBefore),
          recharges: () => overviewRepository.rechargeQueue(tx, staleBefore),
          withdrawals: () => overviewRepository.withdrawalQueue(tx, staleBefore),
          refunds: () => overviewRepository.refundQueue(tx, staleBefore),
          feedback: () => overviewRepository.feedbackQueue(tx, staleBefore),
        };
        const queues = {} as Overview['queues'];
        const alerts: OverviewAlert[] = [];
        for (const name of OVERVIEW_QUEUES) {
          if (!sees(name)) {
            queues[name] = null;
            continue;
          }
          const figures = await read[name]();
          queues[name] = {
            pending: figures.pending,
            oldestAt: figures.oldestAt?.toISOString() ?? null,
            stale: figures.stale,
          };
          if (figures.stale > 0) {
            alerts.push({
              kind: 'queueStale',
              queue: name,
              count: figures.stale,
              at: figures.oldestAt?.toISOString() ?? null,
            });
          }
        }

        const transcode = sees('transcode') ? await overviewRepository.transcode(tx) : null;
        if (transcode && transcode.failed > 0) {
          alerts.push({ kind: 'transcodeFailed', queue: null, count: transcode.failed, at: null });
        }

        let ledger: Overview['ledger'] = null;
        if (sees('ledger')) {
          const last = await overviewRepository.lastLedgerCheck(tx);
          ledger = { lastCheck: last && { at: last.at.toISOString(), ok: last.ok, problems: last.problems } };
          if (last && !last.ok) {
            alerts.unshift({
              kind: 'ledgerProblems',
              queue: null,
              count: last.problems,
              at: last.at.toISOString(),
            });
          } else if (!last || now.getTime() - last.at.getTime() > OVERVIEW_LEDGER_CHECK_HOURS * HOUR_MS) {
            alerts.push({
              kind: 'ledgerUnchecked',
              queue: null,
              count: 0,
              at: last?.at.toISOString() ?? null,
            });
          }
        }

        return {
          timeZone: OVERVIEW_TIME_ZONE,
          today,
          days: q.days,
          staleHours: OVERVIEW_STALE_HOURS,
          generatedAt: now.toISOString(),
          currency: WALLET_CURRENCY,
          orders,
          users,
          queues,
          transcode,
          ledger,
          alerts,
        };
      });
    },
  };
}

function byDay<R extends { day: string }>(rows: R[]): Map<string, R> {
  return new Map(rows.map((r) => [r.day, r]));
}

export type OverviewStaffService = ReturnType<typeof createOverviewStaffService>;
