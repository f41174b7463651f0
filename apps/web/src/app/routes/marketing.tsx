import type { AppRoute } from './app-route';

// The marketing pages (issue 14 part 7, decision 46): public entry pages, each a small chunk.
const sell = () => import('#web/app/pages/marketing/sell');
const creators = () => import('#web/app/pages/marketing/creators');
const partners = () => import('#web/app/pages/marketing/partners');

/** `/sell` (the seller onboarding landing of spec §2), `/creators` and `/partners`: open to visitors. */
export const marketingRoutes: AppRoute[] = [
  { path: '/sell', title: 'seller:route.sell', layout: 'stack', page: sell },
  { path: '/creators', title: 'marketing:route.creators', layout: 'stack', page: creators },
  { path: '/partners', title: 'marketing:route.partners', layout: 'stack', page: partners },
];
