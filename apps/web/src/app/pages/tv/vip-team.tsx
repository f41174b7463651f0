import { TeamScreen } from '#web/features/invite';

/** `/vip/team`: my team on 4 levels. */
export default function VipTeamPage() {
  return <TeamScreen />;
}
