/** The drama section: dramas, episodes and their uploads, revenue, VIP plans. What the app shell may use. */
export const dramasPage = () => import('./dramas/components/dramas-page');
export const episodesPage = () => import('./episodes/components/drama-episodes-page');
export const revenuePage = () => import('./revenue/components/drama-revenue-page');
export const vipPlansPage = () => import('./vip-plans/components/vip-plans-page');
