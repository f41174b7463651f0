import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderGroup } from '@app/contract';
import { isolateLtr } from '#web/lib/bidi';
import { currentLocale } from '#web/lib/i18n';
import { formatCount, formatMoment } from '#web/features/task/lib/format';

/**
 * An order waiting for its group-buy deal (decision 54), as its seller sees it: "Waiting for the
 * group · 7/10 · until …", from the deal's recorded count. Nothing for any other order.
 */
export function GroupWaitingTag({ group }: { group: OrderGroup }) {
  const { t } = useTranslation('task');
  if (!group) return null;
  const locale = currentLocale();
  return (
    <Tag color="primary" fill="outline" className="tk-group-tag" data-testid="so-group-waiting">
      {t('orderMarker.tag', {
        joined: isolateLtr(formatCount(group.joined, locale)),
        target: isolateLtr(formatCount(group.targetCount, locale)),
        until: formatMoment(group.deadline, locale),
      })}
    </Tag>
  );
}
