import { useNavigate } from 'react-router';
import { DepositScreen, WALLET_PATHS, recordsPath } from '#web/features/wallet';
import { useVariant } from '#web/app/variant';

export default function WalletDepositPage() {
  const navigate = useNavigate();
  const paths = WALLET_PATHS[useVariant()];
  return <DepositScreen onDone={() => void navigate(recordsPath(paths, 'deposits'), { replace: true })} />;
}
