import { Button, Result } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** Withdrawals and transfers need a trade password (DESIGN §2): lead the user to set one first. */
export function TradePasswordGate({ onSet }: { onSet: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="gate" data-testid="trade-password-gate">
      <Result
        icon={<LockOutline className="gate__icon" />}
        status="info"
        title={t('wallet.gate.title')}
        description={t('wallet.gate.text')}
      />
      <Button color="primary" shape="rounded" onClick={onSet}>
        {t('wallet.gate.action')}
      </Button>
    </div>
  );
}
