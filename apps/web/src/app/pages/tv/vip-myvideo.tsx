import { MemberDramasScreen } from '#web/features/drama';

/** `/vip/myvideo`: the member's favourite dramas. */
export default function VipMyVideoPage() {
  return <MemberDramasScreen kind="myvideo" />;
}
