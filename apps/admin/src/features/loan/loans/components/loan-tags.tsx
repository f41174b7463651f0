import type { ReactNode } from 'react';
import { Tag } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  HourglassOutlined,
  SyncOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LoanState, LoanSummary } from '@app/contract';

const LOOK: Record<LoanState, { color: string; icon: ReactNode }> = {
  applying: { color: 'processing', icon: <ClockCircleOutlined /> },
  repaying: { color: 'blue', icon: <SyncOutlined /> },
  repaid: { color: 'success', icon: <CheckCircleOutlined /> },
  rejected: { color: 'error', icon: <CloseCircleOutlined /> },
};

/** A loan's state, and what waits on it: an early repayment to answer, days overdue. */
export function LoanTags({ loan }: { loan: Pick<LoanSummary, 'status' | 'overdueDays' | 'early'> }) {
  const { t } = useTranslation('loan');
  const look = LOOK[loan.status];
  return (
    <>
      <Tag color={look.color} icon={look.icon} style={{ marginInlineEnd: 0 }} data-testid="loan-state">
        {t(`console.state.${loan.status}`)}
      </Tag>
      {loan.early?.status === 'requested' ? (
        <Tag
          color="orange"
          icon={<HourglassOutlined />}
          style={{ marginInlineEnd: 0 }}
          data-testid="loan-early-tag"
        >
          {t('console.earlyWaiting')}
        </Tag>
      ) : null}
      {loan.status === 'repaying' && loan.overdueDays > 0 ? (
        <Tag
          color="red"
          icon={<WarningOutlined />}
          style={{ marginInlineEnd: 0 }}
          data-testid="loan-overdue-tag"
        >
          {t('console.overdueDays', { count: loan.overdueDays })}
        </Tag>
      ) : null}
    </>
  );
}
