import { FollowsScreen } from '../../features/catalog';

export default function MallFollowsPage() {
  return <FollowsScreen />;
}
