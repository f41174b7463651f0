import { useNavigate } from 'react-router';
import { ShareScreen } from '#web/features/invite';

/** `/vip/share`: invite friends (drama app). */
export default function VipSharePage() {
  const navigate = useNavigate();
  return <ShareScreen onOpenTeam={() => void navigate('/vip/team')} />;
}
