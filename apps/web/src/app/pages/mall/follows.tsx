import { FollowsScreen } from '#web/features/catalog';

export default function MallFollowsPage() {
  return <FollowsScreen />;
}
