import { SellLanding } from '#web/features/marketing';

export default function SellPage() {
  return <SellLanding />;
}
