import { useNavigate } from 'react-router';
import { CartScreen } from '#web/features/cart';

/** Tab "Cart": public; a visitor's lines live in local storage until sign-in. */
export default function MallCartPage() {
  const navigate = useNavigate();
  return (
    <CartScreen
      onOpenProduct={(id) => void navigate(`/mall/product/${id}`)}
      onOpenStore={(id) => void navigate(`/mall/store/${id}`)}
      onCheckout={() => void navigate('/mall/checkout?from=cart')}
      onShop={() => void navigate('/mall')}
      onSignin={() => void navigate(`/auth/signin?redirect=${encodeURIComponent('/mall/cart')}`)}
    />
  );
}
