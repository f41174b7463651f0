/** The lottery section (issue 17, decision 55): the prize table with its odds, and the points rules. */
export const prizesPage = () => import('./prizes/components/prizes-page');
export const pointsRulesPage = () => import('./points-rules/components/points-rules-page');
