import { EarningsDashboard } from '#web/features/profit';

/** `/vip/dashboard`: the member's revenue-share earnings. */
export default function VipDashboardPage() {
  return <EarningsDashboard />;
}
