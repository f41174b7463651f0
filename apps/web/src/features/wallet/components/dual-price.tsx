import { useTranslation } from 'react-i18next';
import { formatMoney, toDisplayMinor, type PortalInfo } from '@app/contract';
import { currentLocale } from '#web/lib/i18n';
import { useDisplayPortal } from '#web/features/wallet/hooks/use-portal';
import '#web/features/wallet/portal.css';

/** A wallet amount in the portal's display currency ("€9.25"), rounded by the contract's rule. */
export function displayAmount(minor: number, portal: PortalInfo, locale: string): string {
  return formatMoney(
    toDisplayMinor(minor, portal.rateMicros, portal.scale),
    locale,
    portal.currency,
    portal.scale,
  );
}

/**
 * A catalogue price: in a portal with its own currency, the display amount ("€9.25") with the
 * wallet amount beside it ("US$9.99"), each kept left-to-right and isolated; otherwise the wallet
 * amount alone. `className` styles the first amount; the wallet amount beside is quieter.
 */
export function DualPrice({
  minor,
  className,
  testId,
  strike,
}: {
  minor: number;
  className?: string;
  testId?: string;
  /** A struck list price: only the amount in the reader's currency, crossed out. */
  strike?: boolean;
}) {
  useTranslation(); // re-renders on a language change
  const locale = currentLocale();
  const portal = useDisplayPortal();
  const wallet = formatMoney(minor, locale);
  const shown = portal ? displayAmount(minor, portal, locale) : wallet;
  if (strike)
    return (
      <del className={className} data-testid={testId}>
        <bdi dir="ltr">{shown}</bdi>
      </del>
    );
  if (!portal)
    return (
      <bdi dir="ltr" className={className} data-testid={testId}>
        {wallet}
      </bdi>
    );
  return (
    <span className="dual-price" data-currency={portal.currency}>
      <bdi dir="ltr" className={className} data-testid={testId}>
        {shown}
      </bdi>{' '}
      <bdi dir="ltr" className="dual-price__wallet" data-testid="wallet-price">
        {wallet}
      </bdi>
    </span>
  );
}
