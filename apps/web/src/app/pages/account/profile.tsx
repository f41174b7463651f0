import { EmailForm, ProfileForm } from '#web/features/account';
import { useCurrentUser } from '#web/lib/session';
import { PageLoading } from '#web/app/route-status';

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
