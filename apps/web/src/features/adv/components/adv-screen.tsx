import { useEffect, useState } from 'react';
import { Button, ErrorBlock, InfiniteScroll, Skeleton, Tabs, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  imageUrl,
  type AdPlacementState,
  type AdRushState,
  type AdvPlacement,
  type AdvSlot,
} from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { MoneyText } from '#web/components/money-text';
import { standardPayOptions, usePayWithWallet } from '#web/components/pay-with-wallet';
import { currentLocale } from '#web/lib/i18n';
import { ApiError } from '#web/lib/request';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { payAd, snapUpAd, useAdvChanged, useAdvSlots, useMyAds } from '#web/features/adv/api/adv';
import { formatDay, formatLeft, formatShortMoment, lastDay } from '#web/features/adv/lib/format';
import { CreativeForm, type Creative } from './creative-form';
import '#web/features/adv/adv.css';

const TABS = ['slots', 'mine'] as const;
type Tab = (typeof TABS)[number];
const WALLET = { deposit: '/vip/deposit', tradePassword: '/vip/safety_trade' };

const RUSH_COLOR: Record<AdRushState, 'primary' | 'success' | 'warning' | 'default'> = {
  notStarted: 'default',
  inProgress: 'primary',
  pay: 'warning',
  participated: 'success',
  ended: 'default',
};
const STATE_COLOR: Record<AdPlacementState, 'primary' | 'success' | 'warning' | 'default' | 'danger'> = {
  reserved: 'warning',
  abandoned: 'default',
  scheduled: 'primary',
  running: 'success',
  ended: 'default',
  takenDown: 'danger',
};

/** The current time, ticking every second (countdowns). */
function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function days(n: number, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(n);
}

function Period({ firstDay, count }: { firstDay: string; count: number }) {
  const { t } = useTranslation('adv');
  const locale = currentLocale();
  return (
    <bdi>
      {t('period', {
        from: formatDay(firstDay, locale),
        to: formatDay(lastDay(firstDay, count), locale),
        days: days(count, locale),
      })}
    </bdi>
  );
}

function Cover({ cover }: { cover: string }) {
  return cover ? (
    <img className="adv-item__cover" src={imageUrl(cover, MEDIA_HOST)} alt="" loading="lazy" />
  ) : (
    <span className="adv-item__cover" aria-hidden />
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['adv', 'common']);
  return (
    <ErrorBlock status="default" title={t('loadFailed')} description="">
      <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
        {t('common:action.retry')}
      </Button>
    </ErrorBlock>
  );
}

/** Snapping up, giving the creative and paying, with the wallet's confirmation and trade password. */
function useBuyAd() {
  const { t } = useTranslation('adv');
  const attempt = useSubmitAttempt();
  const changed = useAdvChanged();
  const wallet = usePayWithWallet(standardPayOptions(t, WALLET));
  const [form, setForm] = useState<{ slot: AdvSlot; placementId: number | null } | null>(null);

  async function payFor(slot: AdvSlot, placementId: number, creative?: Creative) {
    const locale = currentLocale();
    const outcome = await wallet.pay(
      slot.price,
      async (tradePassword) => {
        await payAd({ id: placementId, ...creative, ...(tradePassword ? { tradePassword } : {}) }, attempt);
        changed();
      },
      undefined,
      {
        title: t('pay.title'),
        detail: t('pay.detail', {
          drama: slot.drama.title,
          from: formatDay(slot.firstDay, locale),
          to: formatDay(lastDay(slot.firstDay, slot.days), locale),
        }),
      },
    );
    if (outcome === 'paid') Toast.show({ icon: 'success', content: t('pay.done') });
  }

  /** A slot's main button: snap up (after the creative), or pay a place already snapped up. */
  async function start(slot: AdvSlot) {
    if (slot.state === 'pay' && slot.placementId) {
      try {
        await payFor(slot, slot.placementId);
      } catch (error) {
        // The creative is missing: ask for it, then pay.
        if (error instanceof ApiError && error.error === 'AD_CREATIVE_REQUIRED')
          setForm({ slot, placementId: slot.placementId });
        else toastError(error);
      }
      return;
    }
    setForm({ slot, placementId: null });
  }

  async function submitCreative(creative: Creative) {
    if (!form) return;
    const { slot } = form;
    let placementId = form.placementId;
    if (!placementId) {
      try {
        const placement = await snapUpAd({ slotId: slot.id, ...creative });
        placementId = placement.id;
        changed();
      } catch (error) {
        // Field problems land on the form; anything else (sold out, rush busy) is a toast.
        if (error instanceof ApiError && error.fields.length) throw error;
        setForm(null);
        toastError(error);
        return;
      }
    }
    setForm(null);
    try {
      await payFor(slot, placementId, creative);
    } catch (error) {
      toastError(error);
    }
  }

  const popup = (
    <>
      <CreativeForm visible={form !== null} onClose={() => setForm(null)} onSubmit={submitCreative} />
      {wallet.sheet}
    </>
  );
  return { start, popup, paying: wallet.paying };
}

function SlotItem({
  slot,
  now,
  onStart,
  busy,
}: {
  slot: AdvSlot;
  now: number;
  onStart: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('adv');
  const locale = currentLocale();
  const countdown =
    slot.state === 'notStarted'
      ? t('countdown.starts', { left: formatLeft(slot.rushStartsAt, now, locale) })
      : slot.state === 'inProgress'
        ? t('countdown.ends', { left: formatLeft(slot.rushEndsAt, now, locale) })
        : slot.state === 'pay' && slot.payBy
          ? t('countdown.pay', { left: formatLeft(slot.payBy, now, locale) })
          : null;
  return (
    <li className="adv-item" data-testid={`adv-slot-${slot.id}`}>
      <div className="adv-item__head">
        <Cover cover={slot.drama.cover} />
        <h3 className="adv-item__title" dir="auto">
          {slot.drama.title}
        </h3>
        <Tag color={RUSH_COLOR[slot.state]} fill="outline" data-testid="adv-slot-state">
          {t(`rush.${slot.state}`)}
        </Tag>
      </div>
      <dl className="adv-facts">
        <dt>{t('slot.period')}</dt>
        <dd>
          <Period firstDay={slot.firstDay} count={slot.days} />
        </dd>
        <dt>{t('slot.price')}</dt>
        <dd>
          <MoneyText minor={slot.price} />
        </dd>
        <dt>{t('slot.left')}</dt>
        <dd>
          <bdi>{t('slot.leftValue', { left: slot.stockLeft, stock: slot.stock })}</bdi>
        </dd>
        <dt>{t('slot.rush')}</dt>
        <dd>
          <bdi>
            {formatShortMoment(slot.rushStartsAt, locale)} – {formatShortMoment(slot.rushEndsAt, locale)}
          </bdi>
        </dd>
      </dl>
      <div className="adv-item__actions">
        <span className="adv-item__countdown" data-testid="adv-countdown">
          {countdown}
        </span>
        {slot.state === 'inProgress' || slot.state === 'pay' ? (
          <Button
            color="primary"
            size="small"
            shape="rounded"
            disabled={busy}
            onClick={onStart}
            data-testid={`adv-${slot.state === 'pay' ? 'pay' : 'snap'}-${slot.id}`}
          >
            {t(slot.state === 'pay' ? 'action.pay' : 'action.snapUp')}
          </Button>
        ) : null}
      </div>
      <p className="adv-item__zone">{t('slot.zone', { zone: slot.timeZone })}</p>
    </li>
  );
}

function Slots() {
  const { t } = useTranslation('adv');
  const slots = useAdvSlots();
  const now = useNow();
  const buy = useBuyAd();
  const list = slots.data?.pages.flatMap((p) => p.list) ?? [];
  if (slots.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (slots.isError) return <Failed onRetry={() => void slots.refetch()} />;
  return (
    <>
      {list.length === 0 ? (
        <p className="adv-empty">{t('empty.slots')}</p>
      ) : (
        <ul className="adv-list" data-testid="adv-slots">
          {list.map((slot) => (
            <SlotItem
              key={slot.id}
              slot={slot}
              now={now}
              busy={buy.paying}
              onStart={() => void buy.start(slot)}
            />
          ))}
        </ul>
      )}
      <InfiniteScroll loadMore={async () => void (await slots.fetchNextPage())} hasMore={slots.hasNextPage}>
        {null}
      </InfiniteScroll>
      {buy.popup}
    </>
  );
}

function MyAd({ ad, now }: { ad: AdvPlacement; now: number }) {
  const { t } = useTranslation('adv');
  const locale = currentLocale();
  const count = (n: number) => n.toLocaleString(locale);
  const recent = ad.perDay.slice(-7);
  return (
    <li className="adv-item" data-testid={`adv-mine-${ad.id}`}>
      <div className="adv-item__head">
        <Cover cover={ad.drama.cover} />
        <h3 className="adv-item__title" dir="auto">
          {ad.drama.title}
        </h3>
        <Tag color={STATE_COLOR[ad.state]} fill="outline" data-testid="adv-mine-state">
          {t(`state.${ad.state}`)}
        </Tag>
      </div>
      <dl className="adv-facts">
        <dt>{t('slot.period')}</dt>
        <dd>
          <Period firstDay={ad.firstDay} count={ad.days} />
        </dd>
        <dt>{ad.paidAt ? t('mine.paid') : t('slot.price')}</dt>
        <dd>
          <MoneyText minor={ad.price} />
        </dd>
        <dt>{t('mine.impressions')}</dt>
        <dd>
          <bdi data-testid="adv-mine-impressions">{count(ad.impressions)}</bdi>
        </dd>
        <dt>{t('mine.taps')}</dt>
        <dd>
          <bdi data-testid="adv-mine-taps">{count(ad.taps)}</bdi>
        </dd>
        {ad.refunded > 0 ? (
          <>
            <dt>{t('mine.refunded')}</dt>
            <dd>
              <MoneyText minor={ad.refunded} />
            </dd>
          </>
        ) : null}
      </dl>
      {ad.state === 'reserved' ? (
        <div className="adv-item__pay">
          <span className="adv-item__countdown">
            {t('countdown.pay', { left: formatLeft(ad.payBy, now, locale) })}
          </span>
          <Link
            to="/vip/adv?tab=slots"
            replace
            className="adv-item__link"
            data-testid={`adv-mine-pay-${ad.id}`}
          >
            {t('action.pay')}
          </Link>
        </div>
      ) : null}
      {ad.takenDownAt ? <p className="adv-item__zone">{t('mine.takenDown')}</p> : null}
      {ad.headline && ad.image ? (
        <div className="adv-creative">
          <img src={imageUrl(ad.image, MEDIA_HOST)} alt="" loading="lazy" />
          <span dir="auto">{ad.headline}</span>
        </div>
      ) : null}
      {recent.length ? (
        <table className="adv-days" data-testid="adv-mine-days">
          <thead>
            <tr>
              <th>{t('mine.day')}</th>
              <th>{t('mine.impressions')}</th>
              <th>{t('mine.taps')}</th>
            </tr>
          </thead>
          <tbody>
            {recent.map((d) => (
              <tr key={d.day}>
                <td>
                  <bdi>{formatDay(d.day, locale)}</bdi>
                </td>
                <td>
                  <bdi>{count(d.impressions)}</bdi>
                </td>
                <td>
                  <bdi>{count(d.taps)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : ad.state === 'running' || ad.state === 'ended' ? (
        <p className="adv-item__zone">{t('mine.noEvents')}</p>
      ) : null}
    </li>
  );
}

function Mine() {
  const { t } = useTranslation('adv');
  const mine = useMyAds();
  const now = useNow();
  const list = mine.data?.pages.flatMap((p) => p.list) ?? [];
  if (mine.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (mine.isError) return <Failed onRetry={() => void mine.refetch()} />;
  return (
    <>
      {list.length === 0 ? (
        <p className="adv-empty">{t('empty.mine')}</p>
      ) : (
        <ul className="adv-list" data-testid="adv-mine">
          {list.map((ad) => (
            <MyAd key={ad.id} ad={ad} now={now} />
          ))}
        </ul>
      )}
      <InfiniteScroll loadMore={async () => void (await mine.fetchNextPage())} hasMore={mine.hasNextPage}>
        {null}
      </InfiniteScroll>
    </>
  );
}

/** `/vip/adv`: ad slots on dramas (snap up in the rush, give the ad, pay within 24 hours) and my ads. */
export function AdvScreen() {
  const { t, i18n } = useTranslation('adv');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'slots';
  return (
    <div className="adv-page" data-testid="adv-page">
      <div className="adv-note" data-testid="adv-note">
        <p>{t('note.what')}</p>
        <p>{t('note.display')}</p>
        <p>{t('note.pay')}</p>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        direction={i18n.dir()}
      >
        {TABS.map((k) => (
          <Tabs.Tab key={k} title={t(`tabs.${k}`)} />
        ))}
      </Tabs>
      {tab === 'slots' ? <Slots /> : <Mine />}
    </div>
  );
}
