import type { ApiData } from '@app/contract';

/** One row of the bank top-up queue, as the contract defines it. */
export type AdminRecharge = ApiData<'admin/getRechargeReviewList'>['list'][number];
