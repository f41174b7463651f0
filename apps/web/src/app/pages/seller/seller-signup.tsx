import { useSearchParams } from 'react-router';
import { SellerSignupScreen } from '#web/features/seller/onboarding';

export default function SellerSignupPage() {
  const [params] = useSearchParams();
  return <SellerSignupScreen inviteCode={params.get('code') ?? params.get('invite') ?? ''} />;
}
