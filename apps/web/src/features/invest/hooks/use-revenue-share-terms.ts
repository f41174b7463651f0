import { useInvestTerms } from '#web/features/invest/api/invest';

/**
 * Whether revenue share is offered on this platform (the regulated-feature switch, DESIGN §3), for
 * the pages and links of the feature: `enabled` is false until the terms say otherwise.
 */
export function useRevenueShareTerms() {
  const terms = useInvestTerms();
  return { enabled: terms.data?.enabled === true, terms: terms.data, isPending: terms.isPending };
}
