import { useNavigate } from 'react-router';
import { ActivityScreen } from '#web/features/activity';

/** `/vip/activity`: the same events as the tab, as a member page. */
export default function VipActivityPage() {
  const navigate = useNavigate();
  return <ActivityScreen onBrowse={() => void navigate('/tv/hot')} />;
}
