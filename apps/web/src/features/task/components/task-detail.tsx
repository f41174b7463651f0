import { Suspense, lazy, useState } from 'react';
import {
  Avatar,
  Button,
  DotLoading,
  ErrorBlock,
  InfiniteScroll,
  ProgressBar,
  Skeleton,
  Toast,
} from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DealCard } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { AddressPicker, AddressSummary, useAddresses } from '#web/features/address';
import { isolateLtr, isolateText } from '#web/lib/bidi';
import { copyText } from '#web/lib/clipboard';
import { currentLocale } from '#web/lib/i18n';
import { useIsSignedIn } from '#web/lib/session';
import { useDealLive, useParticipants, useTaskInfo } from '#web/features/task/api/task';
import { formatCount, formatMoment, useNow } from '#web/lib/time-format';
import { TASK_PATHS } from '#web/features/task/lib/paths';
import { DealClock, DealStateTag } from './deal-card';
import { useJoinDeal } from './use-join-deal';
import '#web/features/task/task.css';

const QrCode = lazy(() => import('./qr-code'));

function Participants({ deal }: { deal: DealCard }) {
  const { t } = useTranslation('task');
  const locale = currentLocale();
  const q = useParticipants(deal.id, deal.state === 'running');
  const people = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="tk-section" data-testid="deal-people">
      <h2 className="tk-section__title">
        {t('detail.people')} <bdi dir="ltr">({formatCount(deal.joined, locale)})</bdi>
      </h2>
      {q.isPending ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : people.length === 0 ? (
        <p className="tk-muted">{t('detail.noPeople')}</p>
      ) : (
        <ul className="tk-people">
          {people.map((p, i) => (
            <li key={`${p.joinedAt}-${i}`} className="tk-person" data-testid="deal-person">
              <Avatar src={p.avatar} style={{ '--size': '32px', '--border-radius': '50%' }} />
              <bdi className="tk-person__name">{p.name}</bdi>
              <span className="tk-muted">{formatMoment(p.joinedAt, locale)}</span>
            </li>
          ))}
        </ul>
      )}
      {q.hasNextPage && (
        <InfiniteScroll loadMore={async () => void (await q.fetchNextPage())} hasMore={q.hasNextPage} />
      )}
    </section>
  );
}

function Share({ deal }: { deal: DealCard }) {
  const { t } = useTranslation('task');
  const link = new URL(TASK_PATHS.deal(deal.id), window.location.origin).toString();
  const copy = async () => {
    const ok = await copyText(link);
    Toast.show(
      ok ? { icon: 'success', content: t('share.copied') } : { icon: 'fail', content: t('share.copyFailed') },
    );
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: deal.product.title, text: t('share.text'), url: link });
        return;
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
      }
    }
    await copy();
  };
  return (
    <section className="tk-section tk-share" data-testid="deal-share">
      <h2 className="tk-section__title">{t('share.title')}</h2>
      <p className="tk-muted">{t('share.hint')}</p>
      <div className="tk-share__qr">
        <Suspense fallback={<DotLoading />}>
          <QrCode value={link} />
        </Suspense>
      </div>
      <bdi dir="ltr" className="tk-share__link" data-testid="deal-link">
        {link}
      </bdi>
      <div className="tk-share__actions">
        <Button size="small" fill="outline" shape="rounded" onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
        <Button size="small" color="primary" shape="rounded" onClick={() => void share()}>
          {t('share.send')}
        </Button>
      </div>
    </section>
  );
}

function MyPlace({ deal }: { deal: DealCard }) {
  const { t } = useTranslation('task');
  const mine = deal.mine;
  if (!mine) return null;
  return (
    <Link
      to={TASK_PATHS.order(mine.orderId)}
      className={`tk-mine tk-mine--${mine.state}`}
      data-testid="deal-my-place"
    >
      <span>
        {t(
          mine.state === 'refunded' && deal.state === 'cancelled' ? 'mine.cancelled' : `mine.${mine.state}`,
          {
            orderNo: isolateLtr(mine.orderNo),
          },
        )}
        {mine.state === 'settled' && mine.cashbackPaid > 0 && (
          <>
            {' '}
            {t('mine.cashback')} <MoneyText minor={mine.cashbackPaid} />
          </>
        )}
      </span>
      <RightOutline />
    </Link>
  );
}

/** `/tasks/:id`: one deal with its progress, countdown, rules, participants, sharing and joining. */
export function TaskDetail({ id }: { id: number }) {
  const { t } = useTranslation('task');
  const navigate = useNavigate();
  const locale = currentLocale();
  const now = useNow();
  const signedIn = useIsSignedIn();
  const info = useTaskInfo(id);
  useDealLive(id);
  const addresses = useAddresses(signedIn);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const { join, paying, sheet } = useJoinDeal(info.data?.tradePasswordOver ?? null);

  if (info.isPending) {
    return (
      <div className="tk-screen">
        <Skeleton animated className="tk-hero" />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (!info.data) {
    return (
      <ErrorBlock status="default" title={t('load.failed')} description="" data-testid="deal-error">
        <Button size="small" onClick={() => void info.refetch()}>
          {t('common:action.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  const { deal } = info.data;
  const list = addresses.data ?? [];
  const address = list.find((a) => a.id === addressId) ?? list.find((a) => a.isDefault) ?? list[0];
  const left = Math.max(0, deal.targetCount - deal.joined);
  const percent = Math.min(100, Math.round((deal.joined / deal.targetCount) * 100));
  const n = (x: number) => isolateLtr(formatCount(x, locale));

  const onJoin = () => {
    if (!address) {
      setPicking(true);
      return;
    }
    void join({ id: deal.id, price: deal.price, title: deal.product.title }, address.id);
  };

  let action: { label: string; disabled: boolean };
  if (deal.mine) action = { label: t('action.joined'), disabled: true };
  else if (deal.state === 'upcoming') action = { label: t('action.notStarted'), disabled: true };
  else if (deal.state === 'settled') action = { label: t('action.full'), disabled: true };
  else if (deal.state === 'failed') action = { label: t('action.ended'), disabled: true };
  else if (deal.state === 'cancelled') action = { label: t('action.cancelled'), disabled: true };
  else if (left === 0) action = { label: t('action.full'), disabled: true };
  else action = { label: t('action.join'), disabled: false };

  return (
    <div className="tk-screen tk-detail" data-testid="deal-detail">
      <img className="tk-hero" src={deal.product.image} alt="" />
      <section className="tk-section">
        <div className="tk-card__top">
          <h1 className="tk-detail__title">{deal.product.title}</h1>
          <DealStateTag deal={deal} />
        </div>
        <p className="tk-muted">
          <bdi>{deal.product.skuName}</bdi> · <bdi>{deal.product.store.name}</bdi>
        </p>
        <div className="tk-card__price tk-detail__price">
          <MoneyText minor={deal.price} className="tk-price tk-price--big" testId="deal-price" />
          {deal.product.listPrice > deal.price && (
            <MoneyText minor={deal.product.listPrice} strike className="tk-strike" />
          )}
        </div>
        <p className="tk-muted">{t('detail.priceNote')}</p>
        {deal.cashback > 0 && (
          <div className="tk-benefit" data-testid="deal-cashback">
            {t('detail.cashback')} <MoneyText minor={deal.cashback} className="tk-benefit__amount" />
          </div>
        )}
      </section>

      <section className="tk-section" data-testid="deal-progress">
        <div className="tk-card__meta tk-detail__progress">
          <strong>{t('card.joined', { joined: n(deal.joined), target: n(deal.targetCount) })}</strong>
          <span className="tk-clock">
            <DealClock deal={deal} now={now} />
          </span>
        </div>
        <ProgressBar percent={percent} className="tk-progress" />
        {deal.state === 'cancelled' && deal.cancelReason && (
          <p className="tk-cancelled" data-testid="deal-cancelled">
            {t('detail.cancelled', { reason: isolateText(deal.cancelReason) })}
          </p>
        )}
        {deal.deadlineExtendedAt && deal.state !== 'cancelled' && (
          <p className="tk-muted" data-testid="deal-extended">
            {t('detail.extended', { at: formatMoment(deal.deadlineExtendedAt, locale) })}
          </p>
        )}
        {deal.state === 'running' && left > 0 && (
          <p className="tk-muted">{t('detail.needMore', { n: n(left) })}</p>
        )}
        <MyPlace deal={deal} />
      </section>

      <section className="tk-section">
        <h2 className="tk-section__title">{t('detail.terms')}</h2>
        <dl className="tk-terms">
          <dt>{t('detail.orderType')}</dt>
          <dd>{t('detail.quickGrab')}</dd>
          <dt>{t('detail.effect')}</dt>
          <dd>{t(`effect.${deal.effect}`)}</dd>
          <dt>{t('detail.startsAt')}</dt>
          <dd>
            <bdi>{formatMoment(deal.startsAt, locale)}</bdi>
          </dd>
          <dt>{t('detail.deadline')}</dt>
          <dd>
            <bdi>{formatMoment(deal.deadline, locale)}</bdi>
          </dd>
        </dl>
        <p className="tk-rules">{t('detail.rules', { target: n(deal.targetCount) })}</p>
      </section>

      <Participants deal={deal} />
      <Share deal={deal} />

      <div className="tk-bar">
        {signedIn && !deal.mine && deal.state === 'running' && (
          <button
            type="button"
            className="tk-bar__address"
            onClick={() => setPicking(true)}
            data-testid="deal-address"
          >
            {address ? <AddressSummary address={address} /> : <span>{t('join.noAddress')}</span>}
            <RightOutline />
          </button>
        )}
        <Button
          block
          color="primary"
          shape="rounded"
          disabled={action.disabled}
          loading={paying}
          onClick={onJoin}
          data-testid="deal-join"
        >
          {action.label}
          {!action.disabled && (
            <>
              {' '}
              <MoneyText minor={deal.price} />
            </>
          )}
        </Button>
      </div>
      <AddressPicker
        visible={picking}
        value={address?.id ?? null}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setAddressId(picked);
          setPicking(false);
        }}
        onAdd={() => {
          setPicking(false);
          void navigate(TASK_PATHS.addAddress);
        }}
        onManage={() => {
          setPicking(false);
          void navigate(TASK_PATHS.addresses);
        }}
      />
      {sheet}
    </div>
  );
}
