/**
 * The error catalogue: stable names and numbers. Localized messages live in the
 * i18n package under the `errors` namespace, keyed by name. Blocks per domain, in code order:
 * the order is part of the API (OpenAPI's `error` enum lists the names in it), so add, never move.
 */
export const ERRORS = {
  // Any call (1xxx).
  INTERNAL: { code: 1000, status: 500 },
  VALIDATION_FAILED: { code: 1001, status: 400 },
  UNAUTHORIZED: { code: 1002, status: 401 },
  FORBIDDEN: { code: 1003, status: 403 },
  NOT_FOUND: { code: 1004, status: 404 },
  RATE_LIMITED: { code: 1005, status: 429 },
  PAYLOAD_TOO_LARGE: { code: 1006, status: 413 },
  SERVICE_UNAVAILABLE: { code: 1007, status: 503 },
  // account: sign-in, codes, passwords (2xxx).
  INVALID_CREDENTIALS: { code: 2001, status: 400 },
  ACCOUNT_LOCKED: { code: 2002, status: 429 },
  ACCOUNT_DISABLED: { code: 2003, status: 403 },
  EMAIL_TAKEN: { code: 2004, status: 409 },
  CODE_INVALID: { code: 2005, status: 400 },
  CODE_TOO_FREQUENT: { code: 2006, status: 429 },
  CODE_ATTEMPTS_EXCEEDED: { code: 2007, status: 429 },
  OLD_PASSWORD_WRONG: { code: 2008, status: 400 },
  INVITE_CODE_INVALID: { code: 2009, status: 400 },
  SAME_PASSWORD: { code: 2010, status: 400 },
  CODE_DAILY_LIMIT: { code: 2011, status: 429 },
  CODE_LOCKED: { code: 2012, status: 429 },
  // file uploads (3xxx).
  UPLOAD_MISSING: { code: 3001, status: 400 },
  UPLOAD_TOO_LARGE: { code: 3002, status: 413 },
  UPLOAD_TYPE_NOT_ALLOWED: { code: 3003, status: 415 },
  UPLOAD_UNREADABLE: { code: 3004, status: 400 },
  // staff: console sign-in, roles, two-factor (4xxx).
  STAFF_INVALID_CREDENTIALS: { code: 4001, status: 400 },
  STAFF_ROLE_REQUIRED: { code: 4002, status: 403 },
  STAFF_TOTP_INVALID: { code: 4003, status: 400 },
  STAFF_TOTP_SETUP_REQUIRED: { code: 4004, status: 403 },
  // Calls that move money: idempotency keys (5001-5002).
  IDEMPOTENCY_KEY_REUSED: { code: 5001, status: 422 },
  IDEMPOTENCY_IN_PROGRESS: { code: 5002, status: 409 },
  // wallet: balance, trade password, transfers, deposits, withdrawals; reviews (bank's too) (5003-5019).
  INSUFFICIENT_BALANCE: { code: 5003, status: 400 },
  TRADE_PASSWORD_NOT_SET: { code: 5004, status: 400 },
  TRADE_PASSWORD_WRONG: { code: 5005, status: 400 },
  RECIPIENT_NOT_FOUND: { code: 5006, status: 400 },
  TRANSFER_TO_SELF: { code: 5007, status: 400 },
  CURRENCY_NOT_FOUND: { code: 5008, status: 400 },
  DEPOSIT_DISABLED: { code: 5009, status: 400 },
  WITHDRAW_DISABLED: { code: 5010, status: 400 },
  AMOUNT_BELOW_MINIMUM: { code: 5011, status: 400 },
  WITHDRAW_LIMIT_EXCEEDED: { code: 5012, status: 400 },
  TX_HASH_USED: { code: 5013, status: 409 },
  ADDRESS_INVALID: { code: 5014, status: 400 },
  ADDRESS_NOT_FOUND: { code: 5015, status: 404 },
  REVIEW_ALREADY_DONE: { code: 5016, status: 409 },
  REVIEW_OWN_REQUEST: { code: 5017, status: 403 },
  REVIEW_SAME_APPROVER: { code: 5018, status: 409 },
  ACCOUNT_FROZEN: { code: 5019, status: 403 },
  // bank top-ups (5020-5022).
  NO_BANK_CHANNEL: { code: 5020, status: 400 },
  VOUCHER_INVALID: { code: 5021, status: 400 },
  RECHARGE_NOT_CANCELLABLE: { code: 5022, status: 409 },
  // wallet and account: withdrawals and transfers paused after a password reset or email change.
  FUNDS_ON_HOLD: { code: 5023, status: 403 },
  // The marketplace: catalog, cart, address, order, chat (6xxx).
  GOODS_NOT_FOUND: { code: 6001, status: 404 },
  GOODS_OFF_SALE: { code: 6002, status: 409 },
  STORE_NOT_FOUND: { code: 6003, status: 404 },
  STORE_UNAVAILABLE: { code: 6004, status: 409 },
  OUT_OF_STOCK: { code: 6005, status: 409 },
  QUANTITY_LIMIT: { code: 6006, status: 400 },
  CART_LINE_NOT_FOUND: { code: 6007, status: 404 },
  CART_EMPTY: { code: 6008, status: 400 },
  ADDRESS_REQUIRED: { code: 6009, status: 400 },
  ORDER_NOT_FOUND: { code: 6010, status: 404 },
  ORDER_NOT_PAYABLE: { code: 6011, status: 409 },
  ORDER_EXPIRED: { code: 6012, status: 409 },
  ORDER_STATE_CHANGED: { code: 6013, status: 409 },
  REFUND_NOT_ALLOWED: { code: 6014, status: 409 },
  COMMENT_NOT_ALLOWED: { code: 6015, status: 409 },
  ALREADY_COMMENTED: { code: 6016, status: 409 },
  IMAGE_INVALID: { code: 6017, status: 400 },
  MERCHANT_UNREACHABLE: { code: 6018, status: 409 },
  CHAT_NOT_FOUND: { code: 6019, status: 404 },
  TRADE_PASSWORD_REQUIRED: { code: 6020, status: 400 },
  CATEGORY_NOT_FOUND: { code: 6021, status: 404 },
  SHIPPING_ADDRESS_NOT_FOUND: { code: 6022, status: 404 },
  CATEGORY_IN_USE: { code: 6023, status: 409 },
  /** The warehouse ships an order of warehouse products after the seller's purchase. */
  SHIPPED_BY_WAREHOUSE: { code: 6024, status: 409 },
  // the seller center's store gate (61xx).
  STORE_DISABLED: { code: 6101, status: 403 },
  /** Spec §8 "Cannot add products at the current level": the level's product limit is reached. */
  GOODS_LIMIT: { code: 6102, status: 409 },
  /** A warehouse product is listed once per store. */
  ALREADY_LISTED: { code: 6103, status: 409 },
  WAREHOUSE_GOODS_NOT_FOUND: { code: 6104, status: 404 },
  /** The warehouse has fewer units than the listing asks to take. */
  WAREHOUSE_OUT_OF_STOCK: { code: 6105, status: 409 },
  COMMENT_NOT_FOUND: { code: 6106, status: 404 },
  /** Only a refund request the seller has not answered yet can be answered. */
  REFUND_NOT_ANSWERABLE: { code: 6107, status: 409 },
  /** Staff already approved (or rejected) this product. */
  GOODS_REVIEWED: { code: 6108, status: 409 },
  // drama: dramas, episodes, unlocks, VIP (70xx).
  VIDEO_NOT_FOUND: { code: 7001, status: 404 },
  EPISODE_NOT_FOUND: { code: 7002, status: 404 },
  EPISODE_FREE: { code: 7003, status: 409 },
  EPISODE_ALREADY_UNLOCKED: { code: 7004, status: 409 },
  NOTHING_TO_UNLOCK: { code: 7005, status: 409 },
  VIP_PLAN_NOT_FOUND: { code: 7006, status: 400 },
  // content, in the console: banners, help, feedback (71xx).
  BANNER_NOT_FOUND: { code: 7101, status: 404 },
  HELP_ARTICLE_NOT_FOUND: { code: 7102, status: 404 },
  FEEDBACK_NOT_FOUND: { code: 7103, status: 404 },
  // drama, in the console: episode uploads, transcoding (72xx).
  UPLOAD_NOT_VIDEO: { code: 7201, status: 415 },
  UPLOAD_NOT_FOUND: { code: 7202, status: 404 },
  UPLOAD_OFFSET_MISMATCH: { code: 7203, status: 409 },
  EPISODE_BUSY: { code: 7204, status: 409 },
  EPISODE_NO_SOURCE: { code: 7205, status: 409 },
  // content: legal pages (71xx, after the console's content errors).
  LEGAL_DOCUMENT_NOT_FOUND: { code: 7104, status: 404 },
  // account: sign-up against an agreement published since the form showed it.
  LEGAL_VERSION_STALE: { code: 2013, status: 409 },
  // kyc and seller onboarding: real-name authentication, opening a store (8xxx).
  STORE_ALREADY_OPEN: { code: 8001, status: 409 },
  AUTH_UNDER_REVIEW: { code: 8002, status: 409 },
  AUTH_ALREADY_PASSED: { code: 8003, status: 409 },
  AUTH_NOT_FOUND: { code: 8004, status: 404 },
  /** A store's owner withdraws only after passing real-name authentication (issue 13 part 8). */
  REAL_NAME_REQUIRED: { code: 8005, status: 403 },
  // traffic packages (91xx).
  /** The plan asked for is not in the catalogue, or no longer on sale. */
  TRAFFIC_PLAN_NOT_FOUND: { code: 9101, status: 400 },
  TRAFFIC_PACKAGE_NOT_FOUND: { code: 9102, status: 404 },
  // marketing: creator and partner applications (94xx).
  APPLICATION_NOT_FOUND: { code: 9401, status: 404 },
  /** One application of a kind under review per email at a time. */
  APPLICATION_PENDING: { code: 9402, status: 409 },
  // vouchers: stores' vouchers (95xx).
  STORE_VOUCHER_NOT_FOUND: { code: 9501, status: 404 },
  /** The voucher has ended already (its budget went back to the wallet). */
  STORE_VOUCHER_ENDED: { code: 9502, status: 409 },
  // promotion: store points and the promotion center (92xx, decision 41).
  /** The store's points do not cover what a promotion or renewal costs. */
  POINTS_INSUFFICIENT: { code: 9201, status: 400 },
  /** A product has a running or scheduled promotion already. */
  PROMOTION_OVERLAP: { code: 9202, status: 409 },
  /** The 7-day rule: a product whose price was raised in the last 7 days is not promoted. */
  PROMOTION_PRICE_RAISED: { code: 9203, status: 409 },
  PROMOTION_NOT_FOUND: { code: 9204, status: 404 },
  /** A price is not raised while its product is promoted or scheduled to be. */
  PRICE_LOCKED_BY_PROMOTION: { code: 9205, status: 409 },
  // purchase rushes (revenue-share units, ad placements) and the regulated-feature switch (96xx).
  /** Spec §8: a rush row was locked by other buyers; try again. */
  RUSH_BUSY: { code: 9600, status: 409 },
  /** A regulated feature is switched off on this platform (DESIGN §3). */
  FEATURE_OFF: { code: 9601, status: 404 },
  // invest: revenue-share units and their rush (9610-9629, decision 47).
  OFFERING_NOT_FOUND: { code: 9610, status: 404 },
  /** The rush has not started, has ended, or staff paused it. */
  RUSH_NOT_STARTED: { code: 9611, status: 409 },
  RUSH_ENDED: { code: 9612, status: 409 },
  RUSH_PAUSED: { code: 9613, status: 409 },
  /** Fewer units are left than asked for (`left`). */
  UNITS_SOLD_OUT: { code: 9614, status: 409 },
  /** Over the per-person limit: reserved and paid units of the offering count (`limit`, `held`). */
  UNITS_LIMIT: { code: 9615, status: 400 },
  /** The offering needs a VIP level above the caller's (`level`, `yours`). */
  VIP_LEVEL_REQUIRED: { code: 9616, status: 403 },
  RESERVATION_NOT_FOUND: { code: 9617, status: 404 },
  /** Unpaid at its deadline: abandoned, its units back in the rush. */
  RESERVATION_EXPIRED: { code: 9618, status: 409 },
  // revenue-share settlement and earnings (9630-9649, decision 48).
  /** Not one of the caller's payouts (or no such payout). */
  PAYOUT_NOT_FOUND: { code: 9630, status: 404 },
  SETTLEMENT_NOT_FOUND: { code: 9631, status: 404 },
  /** A settlement day is settled only once it is over in the settlement time zone. */
  SETTLEMENT_DAY_NOT_OVER: { code: 9632, status: 400 },
  // ad placements on dramas (9650–9669, decision 49).
  AD_SLOT_NOT_FOUND: { code: 9650, status: 404 },
  /** The slot's rush has not started yet. */
  AD_RUSH_NOT_STARTED: { code: 9651, status: 409 },
  /** The slot's rush is over. */
  AD_RUSH_ENDED: { code: 9652, status: 409 },
  /** Every place of the slot is taken. */
  AD_SOLD_OUT: { code: 9653, status: 409 },
  /** One live placement per advertiser and slot. */
  AD_ALREADY_TAKEN: { code: 9654, status: 409 },
  AD_PLACEMENT_NOT_FOUND: { code: 9655, status: 404 },
  /** The placement was not paid by its deadline and was abandoned. */
  AD_PAY_EXPIRED: { code: 9656, status: 409 },
  /** The headline, image and link are needed before paying. */
  AD_CREATIVE_REQUIRED: { code: 9657, status: 400 },
  /** Only a paid placement whose period has not ended is taken down. */
  AD_NOT_RUNNING: { code: 9658, status: 409 },
  /** Once a place is taken, a slot's drama, period and price stay. */
  AD_SLOT_LOCKED: { code: 9659, status: 409 },
  // merchant loans (97xx, decision 51).
  LOAN_PRODUCT_NOT_FOUND: { code: 9701, status: 404 },
  LOAN_NOT_FOUND: { code: 9702, status: 404 },
  /** The product needs a higher store level (`level`, `yours`). */
  LOAN_STORE_LEVEL: { code: 9703, status: 403 },
  /** One application under review or loan being repaid at a time. */
  LOAN_OPEN_EXISTS: { code: 9704, status: 409 },
  /** The product's rate, or the interest and total worked out from it, differ from what the page showed. */
  LOAN_TERMS_CHANGED: { code: 9705, status: 409 },
  /** Only a loan being repaid takes repayments and early repayment requests. */
  LOAN_NOT_REPAYING: { code: 9706, status: 409 },
  /** An early repayment waits for staff: its held payoff settles the loan, nothing else is taken meanwhile. */
  EARLY_REPAYMENT_PENDING: { code: 9707, status: 409 },
  EARLY_REPAYMENT_NOT_FOUND: { code: 9708, status: 404 },
  /** Today's payoff differs from the amount the page showed (a day passed, or a charge came): look again. */
  LOAN_PAYOFF_CHANGED: { code: 9709, status: 409 },
  /** The product is not offered now. */
  LOAN_PRODUCT_INACTIVE: { code: 9710, status: 409 },
  /** Loans are for store owners whose real-name authentication has passed. */
  LOAN_REAL_NAME_REQUIRED: { code: 9711, status: 403 },
  /** A frozen store's owner does not borrow until the freeze is lifted. */
  LOAN_STORE_FROZEN: { code: 9712, status: 403 },
  // task: group-buy deals (9800-9829, decision 54).
  DEAL_NOT_FOUND: { code: 9800, status: 404 },
  /** A timed deal has not started yet (`at`). */
  DEAL_NOT_STARTED: { code: 9801, status: 409 },
  /** The deal reached its deadline, settled or failed. */
  DEAL_ENDED: { code: 9802, status: 409 },
  /** Every place of the deal is taken. */
  DEAL_FULL: { code: 9803, status: 409 },
  /** One place per buyer. */
  DEAL_ALREADY_JOINED: { code: 9804, status: 409 },
  /** The order waits for its group deal to reach its count: not fulfilled or refunded by request before. */
  DEAL_ORDER_WAITING: { code: 9805, status: 409 },
  /** The deal's product cannot be offered (off sale, store unable to sell, specification unknown). */
  DEAL_PRODUCT_UNAVAILABLE: { code: 9806, status: 409 },
  /** The deal settled, failed or was cancelled: it cannot be cancelled or edited any more. */
  DEAL_CLOSED: { code: 9807, status: 409 },
  /** Someone joined: only the deadline may be extended now (`joined`). */
  DEAL_TERMS_LOCKED: { code: 9808, status: 409 },
  // Seasonal campaigns (issue 17 part 4, decision 56): 9860–9879.
  /** The campaign has not been set up in the console. */
  CAMPAIGN_NOT_FOUND: { code: 9860, status: 404 },
  /** A featured product does not exist or is not on sale. */
  CAMPAIGN_GOODS_NOT_FOUND: { code: 9861, status: 404 },
  /** A featured drama does not exist or is not published. */
  CAMPAIGN_DRAMA_NOT_FOUND: { code: 9862, status: 404 },
  /** A campaign voucher does not exist or has ended. */
  CAMPAIGN_VOUCHER_NOT_FOUND: { code: 9863, status: 404 },
  // Issue 17 part L: buyer points and the lottery (decision 55).
  /** The buyer's points do not cover a draw. */
  LOTTERY_POINTS_INSUFFICIENT: { code: 9830, status: 400 },
  /** The lottery has no prize table yet (staff have not set one). */
  LOTTERY_NOT_READY: { code: 9831, status: 409 },
  /** Today's check-in was already made. */
  CHECKIN_DONE: { code: 9832, status: 409 },
  /** The check-in gives no points now (staff set it to 0). */
  CHECKIN_OFF: { code: 9833, status: 409 },
  MILESTONE_NOT_FOUND: { code: 9834, status: 404 },
  /** The participation count of the milestone is not reached yet. */
  MILESTONE_NOT_REACHED: { code: 9835, status: 409 },
  /** The stock of a prize cannot go below what was already won. */
  /** This milestone prize was already received. */
  MILESTONE_RECEIVED: { code: 9838, status: 409 },
  LOTTERY_STOCK_BELOW_WON: { code: 9836, status: 400 },
  LOTTERY_PRIZE_NOT_FOUND: { code: 9837, status: 404 },
  /** A won goods prize that is not the caller's (or does not exist). */
  PRIZE_WIN_NOT_FOUND: { code: 9880, status: 404 },
  /** This goods prize was already ordered. */
  PRIZE_ALREADY_CLAIMED: { code: 9881, status: 409 },
  /** A goods prize's specification does not exist (the console's prize table). */
  PRIZE_GOODS_NOT_FOUND: { code: 9882, status: 400 },
} as const;

export type ErrorName = keyof typeof ERRORS;
export const ERROR_NAMES = Object.keys(ERRORS) as ErrorName[];

/** One failed rule on one field of a request. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

/** The body of every failed call (DESIGN §5). */
export interface ErrorBody {
  code: number;
  error: ErrorName;
  message: string;
  msg: string;
  fields?: FieldError[];
}
