import { EmailForm, ProfileForm } from '../../features/account';
import { useCurrentUser } from '../../lib/session';
import { PageLoading } from '../route-status';

export default function ProfilePage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoading />;
  return (
    <>
      <ProfileForm key={`${user.id}-${user.nickname}`} user={user} />
      <EmailForm user={user} />
    </>
  );
}
