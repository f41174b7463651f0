import { useState } from 'react';
import { Button, Dialog, ErrorBlock, Skeleton, Tabs, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney, type DrawData, type LotteryData, type LotteryMilestone } from '@app/contract';
import { isolateLtr, isolateText } from '#web/lib/bidi';
import { currentLocale } from '#web/lib/i18n';
import { useSigninGate } from '#web/lib/signin-gate';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { useCheckIn, useClaimMilestone, useDraw, useLottery } from '#web/features/lottery/api/lottery';
import { formatOdds, formatPoints, prizeText } from '#web/features/lottery/lib/format';
import { DrawRecords, PointsRecords } from './lottery-records';
import { WonPrizeDetail } from './won-prize';
import '#web/features/lottery/lottery.css';

/** `/lottery`: my points and participation, the draw, the prize table with odds and stock, milestones, records. */
export function LotteryScreen() {
  const { t } = useTranslation('lottery');
  const lottery = useLottery();
  if (lottery.isPending) return <Skeleton.Paragraph lineCount={10} animated />;
  if (!lottery.data)
    return (
      <ErrorBlock status="default" title={t('failed')} data-testid="lottery-error">
        <Button size="small" onClick={() => void lottery.refetch()}>
          {t('retry')}
        </Button>
      </ErrorBlock>
    );
  const data = lottery.data;
  if (!data.enabled)
    return (
      <ErrorBlock
        status="empty"
        title={t('off.title')}
        description={t('off.text')}
        data-testid="lottery-off"
      />
    );
  return (
    <div className="lottery-screen" data-testid="lottery-screen">
      <PointsCard data={data} />
      <PrizeTable data={data} />
      {data.milestones.length ? <Milestones data={data} /> : null}
      <EarnRules data={data} />
      {data.signedIn ? <Records /> : null}
      <p className="lottery-note" data-testid="lottery-disclosure">
        {t('disclosure')}
      </p>
    </div>
  );
}

function PointsCard({ data }: { data: LotteryData }) {
  const { t } = useTranslation('lottery');
  const locale = currentLocale();
  const gate = useSigninGate(t('signin'), '/auth/signin');
  const drawAttempt = useSubmitAttempt();
  const checkAttempt = useSubmitAttempt();
  const draw = useDraw(drawAttempt);
  const checkIn = useCheckIn(checkAttempt);
  const ready = data.prizes.length > 0 || data.noPrizeBp > 0;
  const cost = data.rules.costPerDraw;
  // The last draw's result, shown in a dialog inside the page (its prize may link to an order or
  // open the address sheet, which need the page's router and data).
  const [result, setResult] = useState<DrawData | null>(null);

  const onDraw = () => {
    if (!gate()) return;
    draw.mutate(undefined, {
      onSuccess: (d) => setResult(d),
      onError: toastError,
    });
  };
  const onCheckIn = () => {
    if (!gate()) return;
    checkIn.mutate(undefined, {
      onSuccess: (d) =>
        Toast.show({ content: t('checkIn.done', { points: isolateLtr(formatPoints(d.points, locale)) }) }),
      onError: toastError,
    });
  };

  return (
    <section className="lottery-hero" data-testid="lottery-points">
      <Dialog
        visible={result !== null}
        title={t('result.title')}
        onClose={() => setResult(null)}
        closeOnAction
        actions={[{ key: 'ok', text: t('result.ok') }]}
        content={
          result ? (
            <div className="lottery-result" data-testid="lottery-result">
              <p className="lottery-result__prize">
                {result.prize
                  ? t('result.won', { prize: prizeText(t, result.prize, locale) })
                  : t('result.none')}
              </p>
              {result.prize && (result.prize.voucher || result.prize.goods) ? (
                <WonPrizeDetail prize={result.prize} onLeave={() => setResult(null)} />
              ) : null}
              <p className="lottery-muted">{t('result.roll', { roll: isolateLtr(String(result.roll)) })}</p>
              <p className="lottery-muted">
                {t('result.balance', { points: isolateLtr(formatPoints(result.balance, locale)) })}
              </p>
            </div>
          ) : null
        }
      />
      <div className="lottery-hero__figures">
        <div>
          <span className="lottery-hero__label">{t('points')}</span>
          <bdi dir="ltr" className="lottery-hero__value" data-testid="lottery-balance">
            {data.signedIn ? formatPoints(data.balance, locale) : '—'}
          </bdi>
        </div>
        <div>
          <span className="lottery-hero__label">{t('draws')}</span>
          <bdi dir="ltr" className="lottery-hero__value" data-testid="lottery-draws">
            {data.signedIn ? formatPoints(data.draws, locale) : '—'}
          </bdi>
        </div>
      </div>
      <p className="lottery-hero__cost">{t('cost', { points: isolateLtr(formatPoints(cost, locale)) })}</p>
      <Button
        block
        color="primary"
        size="large"
        className="lottery-hero__draw"
        disabled={!ready || (data.signedIn && data.balance < cost)}
        loading={draw.isPending}
        onClick={onDraw}
        data-testid="lottery-draw"
      >
        {!data.signedIn ? t('signinToDraw') : data.balance < cost ? t('short') : t('draw')}
      </Button>
      {!ready ? <p className="lottery-hero__note">{t('notReady')}</p> : null}
      {data.rules.checkInPoints > 0 ? (
        <Button
          block
          fill="outline"
          className="lottery-hero__checkin"
          disabled={data.checkedInToday}
          loading={checkIn.isPending}
          onClick={onCheckIn}
          data-testid="lottery-checkin"
        >
          {data.checkedInToday
            ? t('checkIn.today')
            : t('checkIn.button', { points: isolateLtr(formatPoints(data.rules.checkInPoints, locale)) })}
        </Button>
      ) : null}
    </section>
  );
}

function PrizeTable({ data }: { data: LotteryData }) {
  const { t } = useTranslation('lottery');
  const locale = currentLocale();
  const anyOut = data.noPrizeNowBp !== data.noPrizeBp;
  return (
    <section className="lottery-card" data-testid="lottery-prizes">
      <h2 className="lottery-card__title">{t('table.title')}</h2>
      <table className="lottery-table">
        <thead>
          <tr>
            <th>{t('table.prize')}</th>
            <th>{t('table.odds')}</th>
            <th>{t('table.left')}</th>
          </tr>
        </thead>
        <tbody>
          {data.prizes.map((p) => {
            const out = p.remaining === 0 || !p.available;
            return (
              <tr key={p.id} className={out ? 'lottery-table__out' : undefined} data-testid="lottery-prize">
                <td>
                  {p.goods?.image ? (
                    <span className="lottery-table__goods">
                      <img src={p.goods.image} alt="" />
                      <span>{prizeText(t, p, locale)}</span>
                    </span>
                  ) : (
                    prizeText(t, p, locale)
                  )}
                </td>
                <td>
                  <bdi dir="ltr">{formatOdds(p.oddsBp, locale)}</bdi>
                </td>
                <td>
                  {p.remaining === 0 ? (
                    t('table.out')
                  ) : !p.available ? (
                    t('table.unavailable')
                  ) : p.remaining === null ? (
                    t('table.unlimited')
                  ) : (
                    <bdi dir="ltr">{formatPoints(p.remaining, locale)}</bdi>
                  )}
                </td>
              </tr>
            );
          })}
          <tr data-testid="lottery-no-prize">
            <td>{t('table.noPrize')}</td>
            <td>
              <bdi dir="ltr">{formatOdds(data.noPrizeBp, locale)}</bdi>
            </td>
            <td>—</td>
          </tr>
        </tbody>
      </table>
      {anyOut ? (
        <p className="lottery-warn" data-testid="lottery-out-note">
          {t('table.outNote', { odds: isolateLtr(formatOdds(data.noPrizeNowBp, locale)) })}
        </p>
      ) : null}
      {data.changedAt ? (
        <p className="lottery-warn" data-testid="lottery-changed">
          {t('table.changed', {
            // A date in the reader's own order (Arabic dates read right to left).
            date: isolateText(
              new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(data.changedAt),
              ),
            ),
          })}
        </p>
      ) : null}
      <p className="lottery-muted">{t('table.random')}</p>
    </section>
  );
}

function Milestones({ data }: { data: LotteryData }) {
  const { t } = useTranslation('lottery');
  const locale = currentLocale();
  const attempt = useSubmitAttempt();
  const claim = useClaimMilestone(attempt);
  const receive = (m: LotteryMilestone) =>
    claim.mutate(m.id, {
      onSuccess: () =>
        Toast.show({ icon: 'success', content: t('milestones.got', { prize: prizeText(t, m, locale) }) }),
      onError: toastError,
    });
  return (
    <section className="lottery-card" data-testid="lottery-milestones">
      <h2 className="lottery-card__title">{t('milestones.title')}</h2>
      <ul className="lottery-milestones">
        {data.milestones.map((m) => (
          <li key={m.id} className="lottery-milestone" data-testid="lottery-milestone">
            <div>
              <div className="lottery-milestone__prize">{prizeText(t, m, locale)}</div>
              <div className="lottery-muted">
                {data.signedIn
                  ? t('milestones.at', {
                      draws: isolateLtr(formatPoints(m.draws, locale)),
                      done: isolateLtr(formatPoints(Math.min(data.draws, m.draws), locale)),
                    })
                  : t('milestones.after', { draws: isolateLtr(formatPoints(m.draws, locale)) })}
              </div>
            </div>
            {!data.signedIn ? null : m.state === 'receivable' ? (
              <Button
                size="small"
                color="primary"
                loading={claim.isPending}
                onClick={() => receive(m)}
                data-testid="lottery-receive"
              >
                {t('milestones.receive')}
              </Button>
            ) : (
              <span className={`lottery-state lottery-state--${m.state}`}>
                {t(`milestones.state.${m.state}`)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function EarnRules({ data }: { data: LotteryData }) {
  const { t } = useTranslation('lottery');
  const locale = currentLocale();
  const { pointsPerUnit, checkInPoints } = data.rules;
  return (
    <section className="lottery-card" data-testid="lottery-earn">
      <h2 className="lottery-card__title">{t('earn.title')}</h2>
      <ul className="lottery-rules">
        <li>
          {pointsPerUnit > 0
            ? t('earn.orders', {
                points: isolateLtr(formatPoints(pointsPerUnit, locale)),
                unit: isolateLtr(formatMoney(100, locale)),
              })
            : t('earn.ordersOff')}
        </li>
        {checkInPoints > 0 ? (
          <li>
            {t('earn.checkIn', {
              points: isolateLtr(formatPoints(checkInPoints, locale)),
              zone: isolateLtr(data.checkInZone),
            })}
          </li>
        ) : null}
        <li>{t('earn.spend', { points: isolateLtr(formatPoints(data.rules.costPerDraw, locale)) })}</li>
      </ul>
    </section>
  );
}

function Records() {
  const { t, i18n } = useTranslation('lottery');
  const [tab, setTab] = useState<'draws' | 'points'>('draws');
  return (
    <section className="lottery-card lottery-card--flush" data-testid="lottery-records">
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'draws' | 'points')}
        direction={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}
      >
        <Tabs.Tab title={t('records.draws')} key="draws" />
        <Tabs.Tab title={t('records.points')} key="points" />
      </Tabs>
      {tab === 'draws' ? <DrawRecords /> : <PointsRecords />}
    </section>
  );
}
