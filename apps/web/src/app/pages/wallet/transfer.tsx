import { useNavigate } from 'react-router';
import { TransferScreen, WALLET_PATHS, recordsPath } from '#web/features/wallet';
import { useVariant } from '#web/app/variant';

export default function WalletTransferPage() {
  const navigate = useNavigate();
  const paths = WALLET_PATHS[useVariant()];
  return (
    <TransferScreen
      onSetTradePassword={() => void navigate(paths.tradePassword)}
      onDone={() => void navigate(recordsPath(paths, 'transfers'), { replace: true })}
    />
  );
}
