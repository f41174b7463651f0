import { useState } from 'react';
import { Button, Dialog, ErrorBlock, InfiniteScroll, Skeleton, Tabs, Toast } from 'antd-mobile';
import { GiftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  PROMOTION_DURATION_DAYS,
  PROMOTION_TABS,
  type MyStoreData,
  type PromotionDuration,
  type PromotionState,
} from '@app/contract';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import {
  renewPromotions,
  usePromotionChanged,
  usePromotionTerms,
  usePromotions,
} from '#web/features/seller/promotion/api/promotion';
import { PROMOTION_PATHS, isPromotionTab } from '#web/features/seller/promotion/paths';
import { DurationPicker } from './duration-picker';
import { PromotionCard } from './promotion-card';
import { formatPoints } from './points-text';

/** The renewal sheet's body: the duration and the total cost before confirming. */
function RenewSummary({
  count,
  duration,
  onDuration,
  cost,
  balance,
}: {
  count: number;
  duration: PromotionDuration;
  onDuration: (d: PromotionDuration) => void;
  cost: number;
  balance: number;
}) {
  const { t, i18n } = useTranslation('promotion');
  const fmt = (n: number) => formatPoints(n, i18n.language);
  return (
    <div className="promo-renew" data-testid="renew-summary">
      <p className="promo-hint">{t('renew.rule')}</p>
      <DurationPicker value={duration} onChange={onDuration} testId="renew-duration" columns={1} />
      <dl className="promo-sum">
        <div>
          <dt>{t('renew.count')}</dt>
          <dd>
            <bdi dir="ltr">{fmt(count)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('cost.total')}</dt>
          <dd>
            <bdi dir="ltr" data-testid="renew-cost">
              {fmt(cost)}
            </bdi>
          </dd>
        </div>
        <div>
          <dt>{t('cost.balance')}</dt>
          <dd>
            <bdi dir="ltr">{fmt(balance)}</bdi>
          </dd>
        </div>
        <div className={cost > balance ? 'promo-sum__short' : undefined}>
          <dt>{cost > balance ? t('cost.short') : t('cost.after')}</dt>
          <dd>
            <bdi dir="ltr">{fmt(Math.abs(balance - cost))}</bdi>
          </dd>
        </div>
      </dl>
    </div>
  );
}

function TabList({ tab, readOnly }: { tab: PromotionState; readOnly: boolean }) {
  const { t, i18n } = useTranslation(['promotion', 'common']);
  const navigate = useNavigate();
  const list = usePromotions(tab);
  const terms = usePromotionTerms();
  const changed = usePromotionChanged();
  const attempt = useSubmitAttempt();
  const [selected, setSelected] = useState<number[]>([]);
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const [renewing, setRenewing] = useState(false);
  const [duration, setDuration] = useState<PromotionDuration>('week');
  const [busy, setBusy] = useState(false);
  const cost = terms.data
    ? selected.length * PROMOTION_DURATION_DAYS[duration] * terms.data.costPerProductDay
    : 0;

  const renew = async () => {
    setBusy(true);
    try {
      const res = await renewPromotions({ ids: selected, duration }, attempt);
      setSelected([]);
      setRenewing(false);
      changed();
      Toast.show({
        icon: 'success',
        content: t('renew.done', { points: formatPoints(res.points, i18n.language) }),
      });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  if (list.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (list.isError && !items.length)
    return (
      <ErrorBlock status="default" title={t('list.loadFailed')} description="">
        <Button color="primary" fill="outline" onClick={() => void list.refetch()}>
          {t('common:action.retry')}
        </Button>
      </ErrorBlock>
    );
  if (!items.length)
    return (
      <div className="promo-empty" data-testid="promotions-empty">
        <div className="promo-empty__art" aria-hidden>
          <GiftOutline />
        </div>
        <h2>{t(`list.empty.${tab}`)}</h2>
        <p>{t('list.emptyHint')}</p>
        {!readOnly && (
          <Button color="primary" shape="rounded" onClick={() => void navigate(PROMOTION_PATHS.add)}>
            {t('list.add')}
          </Button>
        )}
      </div>
    );
  return (
    <div className="promo-list" data-testid="promotion-list">
      {!readOnly && selected.length > 0 && (
        <div className="promo-bar">
          <Button size="small" fill="none" onClick={() => setSelected([])}>
            {t('common:action.cancel')}
          </Button>
          <Button
            size="small"
            color="primary"
            shape="rounded"
            onClick={() => setRenewing(true)}
            data-testid="promotion-renew"
          >
            {t('list.renew', { n: selected.length })}
          </Button>
        </div>
      )}
      {items.map((item) => (
        <PromotionCard
          key={item.id}
          item={item}
          selectable={!readOnly}
          selected={selected.includes(item.id)}
          onToggle={toggle}
        />
      ))}
      <InfiniteScroll
        hasMore={list.hasNextPage}
        loadMore={async () => {
          await list.fetchNextPage();
        }}
      >
        {list.hasNextPage ? <Skeleton.Paragraph lineCount={1} animated /> : null}
      </InfiniteScroll>
      <Dialog
        visible={renewing}
        title={t('renew.title')}
        onClose={() => setRenewing(false)}
        closeOnMaskClick
        content={
          <RenewSummary
            count={selected.length}
            duration={duration}
            onDuration={setDuration}
            cost={cost}
            balance={terms.data?.balance ?? 0}
          />
        }
        actions={[
          [
            { key: 'cancel', text: t('common:action.cancel'), onClick: () => setRenewing(false) },
            {
              key: 'renew',
              text: t('renew.confirm'),
              bold: true,
              disabled: busy || !terms.data || cost > terms.data.balance,
              onClick: () => void renew(),
            },
          ],
        ]}
      />
    </div>
  );
}

/** `/seller/promotions`: the promotion center, promoting / scheduled / ended with their counts. */
export function PromotionsScreen({
  store,
  tab,
  onTab,
}: {
  store: MyStoreData;
  tab: PromotionState;
  onTab: (tab: PromotionState) => void;
}) {
  const { t, i18n } = useTranslation('promotion');
  const navigate = useNavigate();
  const list = usePromotions(tab);
  const terms = usePromotionTerms();
  const counts = list.data?.pages[0]?.counts;
  const readOnly = store.status === 'disabled';
  return (
    <div className="promo-page promo-page--list" data-testid="promotions-screen">
      <div className="promo-head">
        <button
          type="button"
          className="promo-head__points"
          onClick={() => void navigate(PROMOTION_PATHS.points)}
        >
          <span>{t('points.balance')}</span>
          <bdi dir="ltr" data-testid="promotions-balance">
            {terms.data ? formatPoints(terms.data.balance, i18n.language) : '—'}
          </bdi>
        </button>
        {!readOnly && (
          <Button
            color="primary"
            shape="rounded"
            size="small"
            onClick={() => void navigate(PROMOTION_PATHS.add)}
            data-testid="promotion-add"
          >
            {t('list.add')}
          </Button>
        )}
      </div>
      <Tabs
        className="list-tabs"
        direction={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}
        activeKey={tab}
        onChange={(key) => isPromotionTab(key) && onTab(key)}
      >
        {PROMOTION_TABS.map((key) => (
          <Tabs.Tab
            key={key}
            title={
              <span data-testid={`promotions-tab-${key}`}>
                {t(`tab.${key}`)}
                {counts ? <bdi className="promo-tab-count">{counts[key]}</bdi> : null}
              </span>
            }
          />
        ))}
      </Tabs>
      <TabList key={tab} tab={tab} readOnly={readOnly} />
    </div>
  );
}
