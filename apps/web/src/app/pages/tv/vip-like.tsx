import { MemberDramasScreen } from '#web/features/drama';

/** `/vip/like`: dramas the member liked. */
export default function VipLikePage() {
  return <MemberDramasScreen kind="like" />;
}
