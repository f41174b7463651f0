/** The voucher section (decision 44): the first-order coupon's rule and what vouchers hold. What the app shell may use. */
export const voucherSettingsPage = () => import('./settings/components/voucher-settings-page');
