import { useTranslation } from 'react-i18next';
import { WALLET_CURRENCY } from '@app/contract';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr } from '#web/lib/bidi';
import { isolateDate, rateLine } from '#web/features/wallet/lib/rate-text';
import { useDisplayPortal } from '#web/features/wallet/hooks/use-portal';
import '#web/features/wallet/portal.css';

/**
 * Said once where money moves (checkout, the wallet) in a portal with its own display currency:
 * payments stay in the wallet currency; display amounts are approximate at the dated rate.
 */
export function PayCurrencyNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation('account');
  const portal = useDisplayPortal();
  if (!portal) return null;
  const date = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(
    new Date(portal.rateSetAt),
  );
  return (
    <p className={`pay-currency-note ${className}`.trim()} data-testid="pay-currency-note">
      {t('portal.payNote', {
        wallet: isolateLtr(WALLET_CURRENCY),
        currency: isolateLtr(portal.currency),
        date: isolateDate(date),
        rate: isolateLtr(rateLine(portal, currentLocale())),
      })}
    </p>
  );
}
