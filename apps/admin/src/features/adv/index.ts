/** The ad placements section: slots staff offer on dramas and the placements advertisers bought. */
export const slotsPage = () => import('./slots/components/ad-slots-page');
