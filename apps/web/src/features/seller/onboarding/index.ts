// Seller onboarding: seller registration, business login, opening a store.
export { SellerSignupScreen } from './components/seller-signup';
export { BusinessSigninScreen } from './components/business-signin';
export { OpenStoreScreen } from './components/open-store';
