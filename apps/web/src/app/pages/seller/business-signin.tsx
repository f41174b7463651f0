import { BusinessSigninScreen } from '#web/features/seller/onboarding';

export default function BusinessSigninPage() {
  return <BusinessSigninScreen />;
}
