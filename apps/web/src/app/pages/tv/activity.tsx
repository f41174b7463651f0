import { useNavigate } from 'react-router';
import { ActivityScreen } from '#web/features/activity';

/** `/tv/activity`: the drama app's events tab. */
export default function TvActivityPage() {
  const navigate = useNavigate();
  return <ActivityScreen onBrowse={() => void navigate('/tv/hot')} />;
}
