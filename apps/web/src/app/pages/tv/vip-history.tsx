import { WatchHistoryScreen } from '#web/features/drama';

/** `/vip/history`: what the member watched, to resume. */
export default function VipHistoryPage() {
  return <WatchHistoryScreen />;
}
