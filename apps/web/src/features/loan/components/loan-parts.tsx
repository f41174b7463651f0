import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { LoanState, LoanSummary } from '@app/contract';

const STATE_COLOR: Record<LoanState, 'primary' | 'success' | 'warning' | 'default' | 'danger'> = {
  applying: 'warning',
  rejected: 'default',
  repaying: 'primary',
  repaid: 'success',
};

/** A loan's state as a chip; an overdue loan says so. */
export function LoanStateTag({ loan, testId }: { loan: LoanSummary; testId?: string }) {
  const { t } = useTranslation('loan');
  const overdue = loan.status === 'repaying' && loan.overdueDays > 0;
  return (
    <Tag
      color={overdue ? 'danger' : STATE_COLOR[loan.status]}
      fill="outline"
      data-testid={testId}
      data-status={loan.status}
    >
      {overdue ? t('state.overdue') : t(`state.${loan.status}`)}
    </Tag>
  );
}

/** A label and its value on one line of a card. */
export function Row({
  label,
  children,
  testId,
  strong,
  danger,
}: {
  label: string;
  children: React.ReactNode;
  testId?: string;
  strong?: boolean;
  danger?: boolean;
}) {
  const cls = ['loan-row', strong ? 'loan-row--strong' : '', danger ? 'loan-row--danger' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cls}>
      <span className="loan-row__label">{label}</span>
      <span className="loan-row__value" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}
