import { useLocation, useNavigate } from 'react-router';
import { TransferScreen, WALLET_PATHS, recordsPath } from '#web/features/wallet';
import { useVariant } from '#web/app/variant';

export default function WalletTransferPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const paths = WALLET_PATHS[useVariant()];
  return (
    <TransferScreen
      // Setting the trade password comes back here to finish.
      onSetTradePassword={() =>
        void navigate(`${paths.tradePassword}?redirect=${encodeURIComponent(pathname + search)}`)
      }
      onDone={() => void navigate(recordsPath(paths, 'transfers'), { replace: true })}
    />
  );
}
