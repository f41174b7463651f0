// Seller onboarding: the `/sell` landing page, seller registration, business login, opening a store.
export { SellLanding } from './components/sell-landing';
export { SellerSignupScreen } from './components/seller-signup';
export { BusinessSigninScreen } from './components/business-signin';
export { OpenStoreScreen } from './components/open-store';
