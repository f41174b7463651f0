import type { ReactNode } from 'react';
import { ErrorBlock, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { amountTone, signedMoney } from '#web/features/wallet/lib/money';
import '#web/features/wallet/wallet.css';

/** The language amounts and dates are written in. */
export function useLocaleCode(): string {
  return useTranslation().i18n.language || 'en';
}

export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A signed amount: credits green with a plus, debits red. */
export function AmountText({ minor, className }: { minor: number; className?: string }) {
  const locale = useLocaleCode();
  return (
    <bdi dir="ltr" className={`amount amount--${amountTone(minor)}${className ? ` ${className}` : ''}`}>
      {signedMoney(minor, locale)}
    </bdi>
  );
}

const STATUS_COLOR = {
  reviewing: 'warning',
  approved: 'success',
  rejected: 'danger',
  pending: 'warning',
  posted: 'success',
  voided: 'default',
  requesting: 'warning',
  completed: 'success',
  cancelled: 'default',
} as const;

export type RecordStatus = keyof typeof STATUS_COLOR;

export function StatusTag({ status }: { status: RecordStatus }) {
  const { t } = useTranslation('wallet');
  return (
    <Tag color={STATUS_COLOR[status]} fill="outline" round data-status={status}>
      {t(`wallet.status.${status}`)}
    </Tag>
  );
}

export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <ErrorBlock
      className="records-empty"
      status="empty"
      title={t('wallet.empty')}
      description={text ?? ''}
      data-testid="empty"
    />
  );
}

export interface FactRow {
  label: string;
  value: ReactNode;
  total?: boolean;
}

/** Label and value rows: rate, minimum, fee, limits. */
export function Facts({ rows }: { rows: FactRow[] }) {
  return (
    <dl className="facts">
      {rows.map((row) => (
        <div key={row.label} className={row.total ? 'facts__row facts__row--total' : 'facts__row'}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Section({
  title,
  extra,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="wallet-section">
      {(title || extra) && (
        <div className="wallet-section__head">
          <span>{title}</span>
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}
