import { SellerHome } from '#web/features/seller/center';

/** `/seller`: the seller center's home (the "My store" tab). */
export default function SellerHomePage() {
  return <SellerHome />;
}
