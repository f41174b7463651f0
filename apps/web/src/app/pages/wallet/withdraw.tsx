import { useLocation, useNavigate } from 'react-router';
import { WALLET_PATHS, WithdrawScreen, recordsPath } from '#web/features/wallet';
import { useVariant } from '#web/app/variant';

export default function WalletWithdrawPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const paths = WALLET_PATHS[useVariant()];
  return (
    <WithdrawScreen
      // Setting the trade password comes back here to finish.
      onSetTradePassword={() =>
        void navigate(`${paths.tradePassword}?redirect=${encodeURIComponent(pathname + search)}`)
      }
      onDone={() => void navigate(recordsPath(paths, 'withdrawals'), { replace: true })}
    />
  );
}
