import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderGroup } from '@app/contract';
import { isolateLtr } from '#web/lib/bidi';
import { currentLocale } from '#web/lib/i18n';
import { formatCount, formatMoment } from '#web/lib/time-format';
import '#web/features/task/task.css';

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
        // One left-to-right run, so "7/10" never reads "10/7" in Arabic.
        progress: isolateLtr(
          `${formatCount(group.joined, locale)}/${formatCount(group.targetCount, locale)}`,
        ),
        until: formatMoment(group.deadline, locale),
      })}
    </Tag>
  );
}
