import { List } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { recordLineParams, type BuyerPointsRecord } from '@app/contract';
import { PagedList } from '#web/components/paged-list';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr } from '#web/lib/bidi';
import { useDrawList, usePointsRecords } from '#web/features/lottery/api/lottery';
import { formatPoints, prizeText } from '#web/features/lottery/lib/format';
import { WonPrizeDetail } from './won-prize';

const when = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** My draws: the points each cost, what it won and its random number. */
export function DrawRecords() {
  const { t } = useTranslation('lottery');
  const locale = currentLocale();
  const q = useDrawList();
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList
      query={q}
      count={list.length}
      className="lottery-records"
      testId="lottery-draw-records"
      empty={<p className="lottery-empty">{t('records.noDraws')}</p>}
      labels={{ failed: t('records.failed'), end: t('records.end') }}
    >
      {list.map((d) => (
        <List.Item
          key={d.id}
          description={
            <>
              <time dateTime={d.createdAt} className="lottery-record__time">
                {when(d.createdAt, locale)}
              </time>
              <span className="lottery-record__roll">
                {t('result.roll', { roll: isolateLtr(String(d.roll)) })}
              </span>
            </>
          }
          extra={<bdi dir="ltr">−{formatPoints(d.cost, locale)}</bdi>}
        >
          {d.prize ? prizeText(t, d.prize, locale) : t('table.noPrize')}
          {d.prize && (d.prize.voucher || d.prize.goods) ? <WonPrizeDetail prize={d.prize} /> : null}
        </List.Item>
      ))}
    </PagedList>
  );
}

/** A points movement's line from this namespace's templates (decision 27). */
function lineText(t: TFunction<'lottery'>, r: BuyerPointsRecord) {
  const { line } = r;
  switch (line.kind) {
    case 'orderPoints':
      return t('lottery:records.line.orderPoints', recordLineParams(line));
    case 'checkInPoints':
      return t('lottery:records.line.checkInPoints', recordLineParams(line));
    case 'lotteryDraw':
      return t('lottery:records.line.lotteryDraw');
    case 'lotteryPrize':
      return t('lottery:records.line.lotteryPrize');
    case 'lotteryMilestone':
      return t('lottery:records.line.lotteryMilestone', recordLineParams(line));
    case 'memo':
      return line.text;
    default:
      return line.kind;
  }
}

/** Every movement of my points, newest first. */
export function PointsRecords() {
  const { t } = useTranslation('lottery');
  const locale = currentLocale();
  const q = usePointsRecords();
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList
      query={q}
      count={list.length}
      className="lottery-records"
      testId="lottery-points-records"
      empty={<p className="lottery-empty">{t('records.noPoints')}</p>}
      labels={{ failed: t('records.failed'), end: t('records.end') }}
    >
      {list.map((r) => (
        <List.Item
          key={r.id}
          description={<time dateTime={r.createdAt}>{when(r.createdAt, locale)}</time>}
          extra={
            <bdi dir="ltr" className={r.points > 0 ? 'lottery-in' : undefined}>
              {r.points > 0 ? '+' : '−'}
              {formatPoints(Math.abs(r.points), locale)}
            </bdi>
          }
        >
          <span dir="auto">{lineText(t, r)}</span>
        </List.Item>
      ))}
    </PagedList>
  );
}
