import { useLoanTermsQuery } from '#web/features/loan/api/loan';

/**
 * Whether loans are offered to the signed-in user (the regulated-feature switch, DESIGN §3): every
 * loan entry point stays hidden until the terms say `enabled`.
 */
export function useLoansOffered(): boolean {
  return useLoanTermsQuery().data?.enabled === true;
}
