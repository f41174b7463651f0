/**
 * The staff section (console members themselves): sign-in and the session guard, two-factor
 * security, the audit log and the dev outbox. What the app shell may use; pages load when opened.
 */
export { RequireStaff } from './auth/components/require-staff';
export { useSignout } from './auth/api/staff-session';
export const signinPage = () => import('./auth/components/signin-page');
export const securityPage = () => import('./security/components/security-page');
export const auditPage = () => import('./audit/components/audit-page');
export const outboxPage = () => import('./outbox/components/outbox-page');
