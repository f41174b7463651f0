import type { AppRoute } from './app-route';

// The seasonal campaigns (issue 17 part 4, decision 56): open to visitors, each page its own chunk.
const halloween = () => import('#web/app/pages/campaign/halloween');
const christmas = () => import('#web/app/pages/campaign/christmas');

/** `/campaign/halloween` and `/campaign/christmas` (spec §2 campaign pages). */
export const campaignRoutes: AppRoute[] = [
  { path: '/campaign/halloween', title: 'campaign:route.halloween', layout: 'stack', page: halloween },
  { path: '/campaign/christmas', title: 'campaign:route.christmas', layout: 'stack', page: christmas },
];
