import { WishlistScreen } from '../../features/catalog';

export default function MallWishlistPage() {
  return <WishlistScreen />;
}
