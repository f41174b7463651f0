import { useLocation, useParams } from 'react-router';
import { ChatRoom, type ChatTarget } from '#web/features/chat';
import { NotFound } from '#web/app/route-status';

const positiveId = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

function targetOf(pathname: string, id: string | undefined, storeId: string | undefined): ChatTarget | null {
  if (pathname === '/mall/service' || pathname === '/vip/service') return { kind: 'service' };
  if (storeId !== undefined) {
    const n = positiveId(storeId);
    return n ? { kind: 'store', storeId: n } : null;
  }
  const n = positiveId(id);
  return n ? { kind: 'id', id: n } : null;
}

/** `/mall/chat/:id`, `/mall/chat/store/:storeId`, `/mall/service` and `/vip/service`: one conversation screen. */
export default function ChatRoomPage() {
  const { id, storeId } = useParams();
  const { pathname } = useLocation();
  const target = targetOf(pathname, id, storeId);
  if (!target) return <NotFound />;
  // A new target is a new screen: nothing of the previous conversation carries over.
  return <ChatRoom key={pathname} target={target} />;
}
