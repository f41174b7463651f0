import { AboutScreen } from '#web/features/legal';
import { useIsSignedIn } from '#web/lib/session';

/** `/about`: about us, and the membership agreement and privacy policy (settings' "About us"). */
export default function AboutPage() {
  return (
    <AboutScreen
      paths={{ membership: '/about/membership', privacy: '/about/privacy' }}
      signedIn={useIsSignedIn()}
    />
  );
}
