import { useNavigate } from 'react-router';
import { FeedbackScreen } from '#web/features/help';

/** `/vip/feedback`: send feedback, then go back where the member came from. */
export default function VipFeedbackPage() {
  const navigate = useNavigate();
  const back = () => {
    // React Router keeps its own history index; without one there is nothing to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate('/vip/member', { replace: true }));
  };
  return <FeedbackScreen onBack={back} onHelp={() => void navigate('/vip/help', { replace: true })} />;
}
