import { useParams } from 'react-router';
import { StoreChatRoom } from '#web/features/chat';
import { NotFound } from '#web/app/route-status';
import { SELLER_CHAT_PATHS } from './seller-chat-paths';

/** `/seller/chats/:id`: one of the store's conversations, answered as the store. */
export default function SellerChatRoomPage() {
  const { id } = useParams();
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) return <NotFound />;
  return <StoreChatRoom key={n} chatId={n} paths={SELLER_CHAT_PATHS} />;
}
