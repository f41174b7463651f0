import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PROMOTION_DURATIONS, type PromotionDuration } from '@app/contract';

/** Day, week or month: 1, 7 or 30 days (the end is the start plus that many days). */
export function DurationPicker({
  value,
  onChange,
  testId,
  columns = 3,
}: {
  value: PromotionDuration;
  onChange: (d: PromotionDuration) => void;
  testId: string;
  /** One per row in a narrow place (the renewal dialog). */
  columns?: number;
}) {
  const { t } = useTranslation('promotion');
  return (
    <Selector
      columns={columns}
      value={[value]}
      onChange={(v) => v[0] && onChange(v[0])}
      options={PROMOTION_DURATIONS.map((d) => ({
        value: d,
        label: <span data-testid={`${testId}-${d}`}>{t(`duration.${d}`)}</span>,
      }))}
    />
  );
}
