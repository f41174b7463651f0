import { useNavigate } from 'react-router';
import { WALLET_PATHS, WithdrawScreen, recordsPath } from '#web/features/wallet';
import { useVariant } from '#web/app/variant';

export default function WalletWithdrawPage() {
  const navigate = useNavigate();
  const paths = WALLET_PATHS[useVariant()];
  return (
    <WithdrawScreen
      onSetTradePassword={() => void navigate(paths.tradePassword)}
      onDone={() => void navigate(recordsPath(paths, 'withdrawals'), { replace: true })}
    />
  );
}
