export { SigninForm, type SigninLinks } from './components/signin-form';
export { SignupForm, type SignupLinks } from './components/signup-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { PortalList } from './components/portal-list';
export { AuthHero, type AuthFace } from './components/auth-hero';
