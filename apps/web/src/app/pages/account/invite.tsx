import { InviteScreen } from '#web/features/invite';

/** `/me/invite`: invite friends (marketplace and seller center). */
export default function InvitePage() {
  return <InviteScreen />;
}
