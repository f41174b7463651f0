import { WALLET_PATHS, WalletOverview } from '../../features/wallet';
import { useVariant } from '../variant';

export default function WalletOverviewPage() {
  return <WalletOverview paths={WALLET_PATHS[useVariant()]} />;
}
