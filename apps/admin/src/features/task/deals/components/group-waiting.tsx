import { Tag, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderGroup } from '@app/contract';
import { useFormatDateTime } from '#admin/lib/format';

/**
 * An order waiting for its group-buy deal (decision 54): "Waiting for the group · 7/10 · until …",
 * from the deal's recorded count. Nothing for any other order.
 */
export function GroupWaitingTag({ group }: { group: OrderGroup }) {
  const { t, i18n } = useTranslation('task');
  const formatDate = useFormatDateTime();
  if (!group) return null;
  const n = (x: number) => x.toLocaleString(i18n.language);
  return (
    <Tag
      color="purple"
      icon={<TeamOutlined />}
      style={{ marginInlineEnd: 0 }}
      data-testid="order-group-waiting"
    >
      {t('console.orderMarker.tag', {
        // One left-to-right run (U+2066 … U+2069), so "7/10" never reads "10/7" in Arabic.
        progress: `\u2066${n(group.joined)}/${n(group.targetCount)}\u2069`,
        until: formatDate(group.deadline),
      })}
    </Tag>
  );
}

/** In place of the fulfilment buttons: why the order cannot move yet. */
export function GroupWaitingNote({ group }: { group: OrderGroup }) {
  const { t } = useTranslation('task');
  if (!group) return null;
  return (
    <Typography.Text type="secondary" data-testid="order-group-note">
      {t('console.orderMarker.why')}
    </Typography.Text>
  );
}
