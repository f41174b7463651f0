import { WALLET_PATHS, WalletOverview } from '#web/features/wallet';
import { useVariant } from '#web/app/variant';

export default function WalletOverviewPage() {
  return <WalletOverview paths={WALLET_PATHS[useVariant()]} />;
}
