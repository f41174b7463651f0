import type { ApiData } from '@app/contract';

/** One row of the withdrawal review queue, as the contract defines it. */
export type AdminWithdrawal = ApiData<'admin/getWithdrawReviewList'>['list'][number];
