import { SellLanding } from '#web/features/seller/onboarding';

export default function SellPage() {
  return <SellLanding />;
}
