/** The ledger section: accounts, transfers and verification of the books. What the app shell may use. */
export const ledgerPage = () => import('./books/components/ledger-page');
