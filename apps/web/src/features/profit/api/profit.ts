import { useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/request';

export const profitKeys = {
  all: ['profit'] as const,
  summary: ['profit', 'summary'] as const,
  payout: (id: number) => ['profit', 'payout', id] as const,
};

/** The viewer's earnings: totals, units at cost, 30 days of charts and the recent payouts. */
export function useProfit() {
  return useQuery({
    queryKey: profitKeys.summary,
    queryFn: ({ signal }) => call('profit/getProfit', {}, { signal, silent: true }),
  });
}

/** One payout with its settlement's inputs and ledger transfer (only while it is open). */
export function usePayoutInfo(id: number | null) {
  return useQuery({
    queryKey: profitKeys.payout(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => call('profit/getPayoutInfo', { id: id! }, { signal, silent: true }),
  });
}
