import { MessageCenter } from '#web/features/chat';

/** `/mall/messages`: the message center. */
export default function ChatListPage() {
  return <MessageCenter />;
}
