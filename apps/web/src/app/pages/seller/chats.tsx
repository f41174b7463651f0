import { MessageCenter } from '#web/features/chat';
import { SELLER_CHAT_PATHS } from './seller-chat-paths';

/** `/seller/chats`: the store's conversations with buyers, answered by its owner. */
export default function SellerChatsPage() {
  return <MessageCenter side="store" paths={SELLER_CHAT_PATHS} />;
}
