import { WALLET_PATHS, WalletOverview } from '#web/features/wallet';
import { FirstOrderCouponCard } from '#web/features/voucher';
import { useVariant } from '#web/app/variant';

export default function WalletOverviewPage() {
  const variant = useVariant();
  return (
    <>
      <WalletOverview paths={WALLET_PATHS[variant]} />
      {/* The marketplace's first-order coupon, while it is the buyer's (decision 44). */}
      {variant === 'mall' && <FirstOrderCouponCard />}
    </>
  );
}
