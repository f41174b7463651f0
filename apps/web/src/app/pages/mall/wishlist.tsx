import { WishlistScreen } from '#web/features/catalog';

export default function MallWishlistPage() {
  return <WishlistScreen />;
}
