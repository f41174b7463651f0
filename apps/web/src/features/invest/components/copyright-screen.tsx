import { useState, type ReactNode } from 'react';
import { Button, ErrorBlock, InfiniteScroll, Popup, Skeleton, Stepper, Tabs, Tag, Toast } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  type Holding,
  type InvestTermsData,
  type OfferingCard,
  type RushState,
} from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr } from '#web/lib/bidi';
import { useIsSignedIn } from '#web/lib/session';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import {
  snapUpUnits,
  useInvestChanged,
  useInvestTerms,
  useMyUnits,
  useOfferings,
} from '#web/features/invest/api/invest';
import {
  formatCount,
  formatDate,
  formatLeft,
  formatMoment,
  formatShare,
  useNow,
} from '#web/features/invest/lib/format';
import { OfferingDetail } from './offering-detail';
import { usePayUnits, type Payable } from './use-pay-units';
import '#web/features/invest/invest.css';

type Shown = RushState | 'paused' | 'soldOut';
const STATE_COLOR: Record<Shown, 'primary' | 'success' | 'warning' | 'default' | 'danger'> = {
  notStarted: 'default',
  inProgress: 'success',
  participated: 'primary',
  ended: 'default',
  pay: 'danger',
  paused: 'warning',
  soldOut: 'default',
};

function shownState(o: OfferingCard): Shown {
  if (o.state === 'inProgress' && o.paused) return 'paused';
  if (o.state === 'inProgress' && o.unitsLeft === 0) return 'soldOut';
  return o.state;
}

/** Whether the viewer may snap up more units of an offering now, and how many at most. */
function snapMax(o: OfferingCard, now: number): number {
  const running = now >= Date.parse(o.rushStartsAt) && now < Date.parse(o.rushEndsAt) && !o.paused;
  if (!running || o.state === 'pay') return 0;
  return Math.max(0, Math.min(o.unitsLeft, o.perPersonLimit - o.myUnits));
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="iv-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function LoadFailed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation(['invest', 'common']);
  return (
    <ErrorBlock status="default" title={t('load.failed')} description="" data-testid={testId}>
      <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
        {t('common:action.retry')}
      </Button>
    </ErrorBlock>
  );
}

/** The plain words every revenue-share page carries (DESIGN §3), with the settlement rule and levels. */
function HonestyNote({ terms, onLevels }: { terms: InvestTermsData; onLevels: () => void }) {
  const { t } = useTranslation('invest');
  return (
    <section className="iv-note" data-testid="invest-honesty">
      <h2 className="iv-note__title">
        <ExclamationCircleOutline /> {t('honest.title')}
      </h2>
      <p>{t('honest.zero')}</p>
      <p>
        {t('honest.settle', { time: isolateLtr(terms.settlementTime), zone: isolateLtr(terms.timeZone) })}
      </p>
      <p>{t('honest.noReward')}</p>
      <button type="button" className="iv-link" onClick={onLevels} data-testid="invest-levels-open">
        {terms.vipLevel === null
          ? t('level.visitor')
          : t('level.yours', { level: isolateLtr(String(terms.vipLevel)) })}
        {' · '}
        {t('level.rules')}
      </button>
    </section>
  );
}

function LevelsPopup({
  terms,
  open,
  onClose,
}: {
  terms: InvestTermsData;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('invest');
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="iv-popup" destroyOnClose>
      <div data-testid="invest-levels">
        <h2 className="iv-popup__title">{t('level.rules')}</h2>
        <p className="iv-muted">{t('level.intro')}</p>
        <ul className="iv-levels">
          {terms.vipLevels.map((l) => (
            <li key={l.level} className={terms.vipLevel === l.level ? 'iv-levels__mine' : undefined}>
              <strong>
                <bdi>{t('level.name', { level: l.level })}</bdi>
              </strong>
              <span>{l.period ? t(`level.needs.${l.period}`) : t('level.needs.none')}</span>
            </li>
          ))}
        </ul>
        {terms.vipLevel !== null ? (
          <p className="iv-muted" data-testid="invest-my-level">
            {t('level.yours', { level: isolateLtr(String(terms.vipLevel)) })}
          </p>
        ) : null}
      </div>
    </Popup>
  );
}

function Countdown({ o, now }: { o: OfferingCard; now: number }) {
  const { t } = useTranslation('invest');
  const locale = currentLocale();
  if (o.state === 'pay' && o.payBy) {
    return (
      <span className="iv-countdown iv-countdown--pay" data-testid="invest-pay-countdown">
        {t('card.payIn', { left: formatLeft(Date.parse(o.payBy) - now, locale) })}
      </span>
    );
  }
  const start = Date.parse(o.rushStartsAt);
  const end = Date.parse(o.rushEndsAt);
  if (now < start) {
    return (
      <span className="iv-countdown">{t('card.startsIn', { left: formatLeft(start - now, locale) })}</span>
    );
  }
  if (now < end) {
    return <span className="iv-countdown">{t('card.endsIn', { left: formatLeft(end - now, locale) })}</span>;
  }
  return (
    <span className="iv-countdown">{t('card.endedAt', { at: formatMoment(o.rushEndsAt, locale) })}</span>
  );
}

function OfferingItem({
  o,
  now,
  onDetail,
  onSnap,
  onPay,
  busy,
  level,
}: {
  o: OfferingCard;
  now: number;
  onDetail: () => void;
  onSnap: () => void;
  onPay: () => void;
  busy: boolean;
  /** The viewer's VIP level: an offering above it says so instead of offering a snap-up. */
  level: number;
}) {
  const { t } = useTranslation('invest');
  const locale = currentLocale();
  const state = shownState(o);
  const max = snapMax(o, now);
  return (
    <article className="iv-card" data-testid={`invest-offering-${o.id}`} data-state={state}>
      <header className="iv-card__head">
        {o.drama.cover ? <img className="iv-card__cover" src={o.drama.cover} alt="" loading="lazy" /> : null}
        <div className="iv-card__title">
          <h3>
            <bdi>{o.drama.title}</bdi>
          </h3>
          <div className="iv-card__state">
            <Tag color={STATE_COLOR[state]} round data-testid="invest-state">
              {t(`state.${state}`)}
            </Tag>
            <Countdown o={o} now={now} />
          </div>
        </div>
      </header>
      <dl className="iv-facts">
        <Fact label={t('card.unitPrice')}>
          <MoneyText minor={o.unitPrice} />
        </Fact>
        <Fact label={t('card.share')}>
          <bdi dir="ltr">{formatShare(o.shareBp, locale)}</bdi>
        </Fact>
        <Fact label={t('card.left')}>
          <bdi dir="ltr" data-testid="invest-left">
            {formatCount(o.unitsLeft, locale)} / {formatCount(o.unitsIssued, locale)}
          </bdi>
        </Fact>
        <Fact label={t('card.limit')}>
          <bdi dir="ltr">{formatCount(o.perPersonLimit, locale)}</bdi>
        </Fact>
        <Fact label={t('card.vip')}>
          <bdi>{t('level.name', { level: o.vipLevel })}</bdi>
        </Fact>
        <Fact label={t('card.until')}>
          <bdi>{formatDate(o.earnsUntil, locale)}</bdi>
        </Fact>
      </dl>
      <div className="iv-earned" data-testid="invest-earned">
        <p className="iv-earned__title">{t('card.earnedTitle')}</p>
        <dl className="iv-earned__row">
          <Fact label={t('card.yesterday')}>
            <MoneyText minor={o.earningsPerUnit.yesterday} />
          </Fact>
          <Fact label={t('card.lastMonth')}>
            <MoneyText minor={o.earningsPerUnit.lastMonth} />
          </Fact>
          <Fact label={t('card.total')}>
            <MoneyText minor={o.earningsPerUnit.total} />
          </Fact>
        </dl>
      </div>
      <footer className="iv-card__foot">
        {o.myUnits > 0 ? (
          <span className="iv-mine" data-testid="invest-my-units">
            {t('card.mine')} <bdi dir="ltr">{formatCount(o.myUnits, locale)}</bdi>
          </span>
        ) : (
          <span />
        )}
        <div className="iv-card__actions">
          <Button size="small" shape="rounded" onClick={onDetail} data-testid="invest-detail">
            {t('card.details')}
          </Button>
          {o.state === 'pay' ? (
            <Button
              size="small"
              shape="rounded"
              color="danger"
              disabled={busy}
              onClick={onPay}
              data-testid="invest-pay"
            >
              {t('card.pay')}
            </Button>
          ) : max > 0 && level < o.vipLevel ? (
            <span className="iv-needs" data-testid="invest-needs-level">
              {t('card.needsLevel', { level: o.vipLevel })}
            </span>
          ) : max > 0 ? (
            <Button size="small" shape="rounded" color="primary" onClick={onSnap} data-testid="invest-snap">
              {t('card.snap')}
            </Button>
          ) : null}
        </div>
      </footer>
    </article>
  );
}

function SnapPopup({
  o,
  onClose,
  onReserved,
}: {
  o: OfferingCard | null;
  onClose: () => void;
  onReserved: (p: Payable) => void;
}) {
  const { t } = useTranslation('invest');
  const locale = currentLocale();
  const now = Date.now();
  const max = o ? snapMax(o, now) : 0;
  const [units, setUnits] = useState(1);
  const [sending, setSending] = useState(false);
  const attempt = useSubmitAttempt();
  const changed = useInvestChanged();
  const n = Math.min(Math.max(1, units), Math.max(1, max));
  const submit = async () => {
    if (!o) return;
    setSending(true);
    try {
      const done = await snapUpUnits({ offeringId: o.id, units: n }, attempt);
      changed();
      Toast.show({ icon: 'success', content: t('snap.done') });
      onClose();
      onReserved({
        reservationId: done.reservation.id,
        amount: done.reservation.amount,
        units: done.reservation.units,
        drama: o.drama.title,
      });
    } catch (error) {
      toastError(error);
      changed();
    } finally {
      setSending(false);
    }
  };
  return (
    <Popup
      visible={o !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="iv-popup"
      destroyOnClose
    >
      {o ? (
        <div data-testid="invest-snap-sheet">
          <h2 className="iv-popup__title" dir="auto">
            {t('snap.title', { drama: o.drama.title })}
          </h2>
          <div className="iv-snap__row">
            <span>{t('snap.units')}</span>
            <Stepper
              min={1}
              max={Math.max(1, max)}
              value={n}
              onChange={(v) => setUnits(v)}
              data-testid="invest-units"
            />
          </div>
          <p className="iv-muted">{t('snap.max', { max: isolateLtr(formatCount(max, locale)) })}</p>
          <div className="iv-snap__row iv-snap__total">
            <span>{t('snap.amount')}</span>
            <MoneyText minor={n * o.unitPrice} testId="invest-snap-amount" />
          </div>
          <p className="iv-muted">{t('snap.payNote', { hours: 24 })}</p>
          <p className="iv-warn">{t('honest.zero')}</p>
          <Button
            block
            color="primary"
            shape="rounded"
            loading={sending}
            disabled={max === 0}
            onClick={() => void submit()}
            data-testid="invest-snap-confirm"
          >
            {t('snap.confirm', { amount: isolateLtr(formatMoney(n * o.unitPrice, locale)) })}
          </Button>
        </div>
      ) : null}
    </Popup>
  );
}

function OfferingsTab({
  now,
  busy,
  level,
  onDetail,
  onSnap,
  onPay,
}: {
  now: number;
  busy: boolean;
  level: number;
  onDetail: (id: number) => void;
  onSnap: (o: OfferingCard) => void;
  onPay: (p: Payable) => void;
}) {
  const { t } = useTranslation('invest');
  const q = useOfferings();
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  if (q.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (q.isError && !q.data)
    return <LoadFailed onRetry={() => void q.refetch()} testId="invest-offerings-error" />;
  if (list.length === 0) {
    return (
      <p className="iv-empty" data-testid="invest-offerings-empty">
        {t('empty.offerings')}
      </p>
    );
  }
  return (
    <div className="iv-list" data-testid="invest-offerings">
      {list.map((o) => (
        <OfferingItem
          key={o.id}
          o={o}
          now={now}
          busy={busy}
          level={level}
          onDetail={() => onDetail(o.id)}
          onSnap={() => onSnap(o)}
          onPay={() =>
            o.reservationId &&
            onPay({
              reservationId: o.reservationId,
              amount: 0,
              units: 0,
              drama: o.drama.title,
            })
          }
        />
      ))}
      <InfiniteScroll loadMore={async () => void (await q.fetchNextPage())} hasMore={q.hasNextPage} />
    </div>
  );
}

function HoldingItem({
  h,
  now,
  busy,
  onPay,
  onDetail,
}: {
  h: Holding;
  now: number;
  busy: boolean;
  onPay: () => void;
  onDetail: () => void;
}) {
  const { t } = useTranslation('invest');
  const locale = currentLocale();
  const color = h.state === 'paid' ? 'success' : h.state === 'reserved' ? 'danger' : 'default';
  return (
    <article className="iv-card" data-testid={`invest-holding-${h.id}`} data-state={h.state}>
      <header className="iv-card__head">
        {h.drama.cover ? <img className="iv-card__cover" src={h.drama.cover} alt="" loading="lazy" /> : null}
        <div className="iv-card__title">
          <h3>
            <bdi>{h.drama.title}</bdi>
          </h3>
          <div className="iv-card__state">
            <Tag color={color} round>
              {t(`mine.${h.state}`)}
            </Tag>
            {h.state === 'reserved' ? (
              <span className="iv-countdown iv-countdown--pay">
                {t('card.payIn', { left: formatLeft(Date.parse(h.payBy) - now, locale) })}
              </span>
            ) : null}
          </div>
        </div>
      </header>
      <dl className="iv-facts">
        <Fact label={t('mine.units')}>
          <bdi dir="ltr">
            {formatCount(h.units, locale)} / {formatCount(h.unitsIssued, locale)}
          </bdi>
        </Fact>
        <Fact label={t('mine.amount')}>
          <MoneyText minor={h.amount} />
        </Fact>
        <Fact label={t('mine.part')}>
          <bdi dir="ltr">{formatShare((h.units / h.unitsIssued) * h.shareBp, locale)}</bdi>
        </Fact>
        <Fact label={t('mine.bought')}>
          <bdi>{formatMoment(h.reservedAt, locale)}</bdi>
        </Fact>
        <Fact label={h.state === 'paid' ? t('mine.paidAt') : t('mine.payBy')}>
          <bdi>{formatMoment(h.state === 'paid' && h.paidAt ? h.paidAt : h.payBy, locale)}</bdi>
        </Fact>
        <Fact label={t('card.until')}>
          <bdi>{formatDate(h.earnsUntil, locale)}</bdi>
        </Fact>
      </dl>
      {h.state === 'paid' ? (
        <div className="iv-earned">
          <p className="iv-earned__title">{t('mine.earnings')}</p>
          <dl className="iv-earned__row">
            <Fact label={t('card.yesterday')}>
              <MoneyText minor={h.earnings.yesterday} />
            </Fact>
            <Fact label={t('card.lastMonth')}>
              <MoneyText minor={h.earnings.lastMonth} />
            </Fact>
            <Fact label={t('card.total')}>
              <MoneyText minor={h.earnings.total} testId="invest-holding-total" />
            </Fact>
          </dl>
        </div>
      ) : null}
      <footer className="iv-card__foot">
        <span />
        <div className="iv-card__actions">
          <Button size="small" shape="rounded" onClick={onDetail}>
            {t('card.details')}
          </Button>
          {h.state === 'reserved' ? (
            <Button
              size="small"
              shape="rounded"
              color="danger"
              disabled={busy}
              onClick={onPay}
              data-testid="invest-holding-pay"
            >
              {t('card.pay')}
            </Button>
          ) : null}
        </div>
      </footer>
    </article>
  );
}

function MineTab({
  now,
  busy,
  onPay,
  onDetail,
}: {
  now: number;
  busy: boolean;
  onPay: (p: Payable) => void;
  onDetail: (id: number) => void;
}) {
  const { t } = useTranslation('invest');
  const signedIn = useIsSignedIn();
  const q = useMyUnits(signedIn);
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  if (q.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (q.isError && !q.data) return <LoadFailed onRetry={() => void q.refetch()} testId="invest-mine-error" />;
  if (list.length === 0) {
    return (
      <p className="iv-empty" data-testid="invest-mine-empty">
        {t('empty.mine')}
      </p>
    );
  }
  return (
    <div className="iv-list" data-testid="invest-mine">
      {list.map((h) => (
        <HoldingItem
          key={h.id}
          h={h}
          now={now}
          busy={busy}
          onDetail={() => onDetail(h.offeringId)}
          onPay={() => onPay({ reservationId: h.id, amount: h.amount, units: h.units, drama: h.drama.title })}
        />
      ))}
      <InfiniteScroll loadMore={async () => void (await q.fetchNextPage())} hasMore={q.hasNextPage} />
    </div>
  );
}

/** `/vip/copyright`: offerings of dramas' revenue-share units and the viewer's units (decision 47). */
export function CopyrightScreen() {
  const { t, i18n } = useTranslation('invest');
  const terms = useInvestTerms();
  const now = useNow();
  const [tab, setTab] = useState<'offerings' | 'mine'>('offerings');
  const [levels, setLevels] = useState(false);
  const [detail, setDetail] = useState<number | null>(null);
  const [snapping, setSnapping] = useState<OfferingCard | null>(null);
  const mine = useMyUnits(false);
  const { payUnits, paying, sheet } = usePayUnits(terms.data?.tradePasswordOver ?? null);

  /** A card knows its reservation but not its amount: the holdings list has both. */
  const pay = async (p: Payable) => {
    let target = p;
    if (p.amount === 0) {
      const fresh = await mine.refetch();
      const h = fresh.data?.pages.flatMap((x) => x.list).find((x) => x.id === p.reservationId);
      if (!h) return;
      target = { reservationId: h.id, amount: h.amount, units: h.units, drama: h.drama.title };
    }
    await payUnits(target);
  };

  if (terms.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (!terms.data) return <LoadFailed onRetry={() => void terms.refetch()} testId="invest-terms-error" />;
  if (!terms.data.enabled) {
    return (
      <ErrorBlock
        status="empty"
        title={t('off.title')}
        description={t('off.text')}
        data-testid="invest-off"
      />
    );
  }
  return (
    <div className="iv-screen" data-testid="invest-screen">
      <HonestyNote terms={terms.data} onLevels={() => setLevels(true)} />
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'offerings' | 'mine')}
        className="iv-tabs"
        direction={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}
      >
        <Tabs.Tab title={t('tabs.offerings')} key="offerings">
          <OfferingsTab
            now={now}
            busy={paying}
            level={terms.data.vipLevel ?? 0}
            onDetail={setDetail}
            onSnap={setSnapping}
            onPay={pay}
          />
        </Tabs.Tab>
        <Tabs.Tab title={t('tabs.mine')} key="mine">
          <MineTab now={now} busy={paying} onPay={pay} onDetail={setDetail} />
        </Tabs.Tab>
      </Tabs>
      <LevelsPopup terms={terms.data} open={levels} onClose={() => setLevels(false)} />
      <OfferingDetail id={detail} onClose={() => setDetail(null)} />
      <SnapPopup o={snapping} onClose={() => setSnapping(null)} onReserved={(p) => void pay(p)} />
      {sheet}
    </div>
  );
}
