import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LedgerTransfer } from './ledger-types';

const COLORS: Record<LedgerTransfer['phase'], string> = {
  single: 'default',
  pending: 'gold',
  post: 'green',
  void: 'volcano',
};

/** How a transfer moves money: at once, as a hold, or settling (posting or voiding) a hold. */
export function PhaseTag({ phase }: { phase: LedgerTransfer['phase'] }) {
  const { t } = useTranslation('ledger');
  return (
    <Tag color={COLORS[phase]} style={{ marginInlineEnd: 0 }}>
      {t(`ledger.phase.${phase}`)}
    </Tag>
  );
}
