import { InfiniteScroll, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { recordLineParams, type PointsRecord } from '@app/contract';
import { formatDateTime } from '#web/features/orders';
import { usePointsRecords } from '#web/features/seller/promotion/api/promotion';
import { formatPoints } from './points-text';

/** A movement's line from the namespace's templates (decision 27); other kinds read as their memo. */
function useLine() {
  const { t } = useTranslation('promotion');
  return (r: PointsRecord) => {
    const { line } = r;
    switch (line.kind) {
      case 'pointsPurchase':
        return t('records.line.pointsPurchase', recordLineParams(line));
      case 'promotionAdded':
        return t('records.line.promotionAdded', recordLineParams(line));
      case 'promotionRenewed':
        return t('records.line.promotionRenewed', recordLineParams(line));
      case 'memo':
        return line.text;
      default:
        return line.kind;
    }
  };
}

/** The store's points movements, newest first: what each was for, when, and the points in or out. */
export function PointRecords() {
  const { t, i18n } = useTranslation('promotion');
  const records = usePointsRecords();
  const lineOf = useLine();
  const list = records.data?.pages.flatMap((p) => p.list) ?? [];
  if (records.isPending) return <Skeleton.Paragraph lineCount={4} animated />;
  if (!list.length)
    return (
      <p className="promo-empty-line" data-testid="points-records-empty">
        {t('points.recordsEmpty')}
      </p>
    );
  return (
    <ul className="promo-records" data-testid="points-records">
      {list.map((r) => (
        <li key={r.id} className="promo-record">
          <div className="promo-record__main">
            <span className="promo-record__line" dir="auto">
              {lineOf(r)}
            </span>
            <time className="promo-record__time" dateTime={r.createdAt}>
              {formatDateTime(r.createdAt, i18n.language)}
            </time>
          </div>
          <bdi
            dir="ltr"
            className={
              r.points > 0 ? 'promo-record__points promo-record__points--in' : 'promo-record__points'
            }
          >
            {r.points > 0 ? '+' : '−'}
            {formatPoints(Math.abs(r.points), i18n.language)}
          </bdi>
        </li>
      ))}
      <InfiniteScroll
        hasMore={records.hasNextPage}
        loadMore={async () => {
          await records.fetchNextPage();
        }}
      >
        {records.hasNextPage ? <Skeleton.Paragraph lineCount={1} animated /> : null}
      </InfiniteScroll>
    </ul>
  );
}
