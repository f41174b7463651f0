import { useNavigate } from 'react-router';
import { HelpScreen } from '#web/features/help';

/** `/vip/help`: the help center, with the ways to reach customer service. */
export default function VipHelpPage() {
  const navigate = useNavigate();
  return (
    <HelpScreen
      onService={() => void navigate('/vip/service')}
      onFeedback={() => void navigate('/vip/feedback')}
    />
  );
}
