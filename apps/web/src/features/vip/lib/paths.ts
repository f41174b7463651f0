/** Where the drama app tops up the wallet. */
export const DEPOSIT_PATH = '/vip/deposit';
