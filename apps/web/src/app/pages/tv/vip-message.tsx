import { MessageCenter, MALL_CHAT_PATHS, type ChatPaths } from '#web/features/chat';

/** The drama app's paths: its own message center and customer service; conversations are shared. */
const VIP_CHAT_PATHS: ChatPaths = {
  ...MALL_CHAT_PATHS,
  list: '/vip/message',
  service: '/vip/service',
  shop: '/tv/index',
};

/** `/vip/message`: the same message center as the marketplace's (one account, one inbox). */
export default function VipMessagePage() {
  return <MessageCenter paths={VIP_CHAT_PATHS} />;
}
