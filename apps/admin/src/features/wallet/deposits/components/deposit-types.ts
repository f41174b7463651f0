import type { ApiData } from '@app/contract';

/** One row of the deposit review queue, as the contract defines it. */
export type AdminDeposit = ApiData<'admin/getDepositReviewList'>['list'][number];
