import { useTranslation } from 'react-i18next';
import { formatMoney } from '@app/contract';
import { currentLocale } from '#web/lib/i18n';

/**
 * An amount of wallet minor units in the current language, kept left-to-right and isolated from the
 * text around it, so a right-to-left sentence cannot split the currency from its digits (as the
 * wallet screens show amounts). `strike` shows a crossed-out list price.
 */
export function MoneyText({
  minor,
  className,
  strike,
  testId,
}: {
  minor: number;
  className?: string;
  strike?: boolean;
  testId?: string;
}) {
  useTranslation(); // re-renders on a language change
  const text = formatMoney(minor, currentLocale());
  return strike ? (
    <del className={className} data-testid={testId}>
      <bdi dir="ltr">{text}</bdi>
    </del>
  ) : (
    <bdi dir="ltr" className={className} data-testid={testId}>
      {text}
    </bdi>
  );
}
