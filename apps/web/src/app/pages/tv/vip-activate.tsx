import { VipActivateScreen } from '#web/features/vip';

/** The drama app's VIP membership: buy or renew a month, quarter or year plan from the wallet. */
export default function VipActivatePage() {
  return <VipActivateScreen />;
}
