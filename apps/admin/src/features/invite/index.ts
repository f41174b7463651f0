/** The invitation section: the reward rule (decision 45). What the app shell may use. */
export const inviteRulePage = () => import('./settings/components/invite-rule-page');
