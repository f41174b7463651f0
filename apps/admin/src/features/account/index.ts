/** The account section (buyers' accounts): what the app shell may use. Pages load when first opened. */
export const usersPage = () => import('./users/components/users-page');
