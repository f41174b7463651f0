import type { z } from 'zod';

/** Console roles; a row's `roles` names some of them (the staff schemas use them too). */
export const STAFF_ROLES = ['admin', 'reviewer', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Every JSON call: `POST /v1/<path>`. `auth` says who may call it. The server registers
 * routes from this table, OpenAPI is generated from it, and the clients type their calls by it.
 */
export interface Endpoint {
  /**
   * 'user': a signed-in buyer; 'seller': a signed-in user acting for a store they own and that may
   * operate; 'staff': a console member (with `roles`); 'optional': either a user or nobody.
   */
  auth: 'none' | 'user' | 'seller' | 'staff' | 'optional';
  body: z.ZodType;
  data: z.ZodType;
  summary: string;
  tag: string;
  /** Staff roles allowed; empty means any signed-in staff member. */
  roles?: readonly StaffRole[];
  /** Stricter per-IP limit (requests per minute) for abuse-prone calls. */
  rateLimit?: number;
  /**
   * Moves money: accepts an `Idempotency-Key` header; a retry with the same key answers the first
   * answer, the same key with another body is refused.
   */
  idempotent?: boolean;
  /**
   * Seller rows only: the call reads and changes nothing, so it stays open while staff keep the
   * store disabled (the seller center is read-only then); every other seller call is refused.
   */
  readOnly?: boolean;
  /**
   * A call of a regulated feature (DESIGN §3) that the platform may not offer: while its switch is
   * off the call answers FEATURE_OFF, whoever asks.
   */
  feature?: 'revenueShare' | 'loans' | 'lottery';
}

/** One row, its literal types kept (roles as a tuple, auth as its word) for the clients and the server. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}
