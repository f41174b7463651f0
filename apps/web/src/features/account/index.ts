export { UserHeader } from './components/user-header';
export { SignOutButton } from './components/sign-out-button';
export { ProfileForm } from './components/profile-form';
export { EmailForm } from './components/email-form';
export { PasswordForm } from './components/password-form';
export { TradePasswordForm } from './components/trade-password-form';
export { SecurityList, type SecurityPaths } from './components/security-list';
