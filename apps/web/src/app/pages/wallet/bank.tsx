import { useNavigate } from 'react-router';
import { BankScreen, WALLET_PATHS, recordsPath } from '#web/features/wallet';
import { useVariant } from '#web/app/variant';

export default function WalletBankPage() {
  const navigate = useNavigate();
  const paths = WALLET_PATHS[useVariant()];
  return (
    <BankScreen
      onDone={() => void navigate(recordsPath(paths, 'bank'), { replace: true })}
      onCoinDeposit={() => void navigate(paths.deposit, { replace: true })}
    />
  );
}
