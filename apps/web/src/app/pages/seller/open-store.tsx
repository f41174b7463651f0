import { OpenStoreScreen } from '#web/features/seller/onboarding';

export default function OpenStorePage() {
  return <OpenStoreScreen />;
}
