import { Result } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { WalletData } from '@app/contract';
import { formatDateTime, useLocaleCode } from './common';

/**
 * Withdrawals and transfers wait for a day after a password reset or an email change (decision
 * 0019): the page says so, with the time it ends and why, instead of a form the server refuses.
 */
export function FundsHoldNotice({ hold }: { hold: NonNullable<WalletData['fundsHold']> }) {
  const { t } = useTranslation('wallet');
  const locale = useLocaleCode();
  const time = formatDateTime(hold.until, locale);
  return (
    <div className="gate" data-testid="funds-hold">
      <Result
        icon={<ClockCircleOutline className="gate__icon" />}
        status="warning"
        title={t('wallet.hold.title')}
        description={
          <>
            <span>{t(`wallet.hold.${hold.reason}`, { time: `\u2068${time}\u2069` })}</span>
            <br />
            <span>{t('wallet.hold.help')}</span>
          </>
        }
      />
    </div>
  );
}
