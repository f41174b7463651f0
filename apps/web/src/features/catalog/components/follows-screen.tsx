import { Link, useNavigate } from 'react-router';
import { Button, Dialog, InfiniteScroll, PullToRefresh, Toast } from 'antd-mobile';
import { StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatStarCount, type StoreCard } from '@app/contract';
import { flatten, useFollowList, useToggleFollow } from '#web/features/catalog/api/catalog';
import { StoreLogo } from './category-icon';
import { usePullTexts } from './pull-texts';
import { EmptyState, ErrorState, ListFooter } from './states';
import { Trending } from './trending';
import { LevelBadge } from './store-facts';

function StoreRow({ store, onUnfollow, busy }: { store: StoreCard; onUnfollow: () => void; busy: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="shop-line shop-line--store" data-testid="follow-row">
      <Link to={`/mall/store/${store.id}`} className="shop-line__store">
        <StoreLogo id={store.id} name={store.name} logo={store.logo} size={52} />
        <span className="shop-line__body">
          <span className="shop-line__title shop-line__title--one" dir="auto">
            {store.name} <LevelBadge level={store.level} />
          </span>
          <span className="shop-line__sub">
            {t('follows.meta', {
              followers: formatStarCount(store.followers),
              products: formatStarCount(store.goodsCount),
            })}
          </span>
        </span>
      </Link>
      <Button size="small" shape="rounded" onClick={onUnfollow} disabled={busy} data-testid="unfollow">
        {t('follows.unfollow')}
      </Button>
    </div>
  );
}

/** Followed stores, newest first, each with an Unfollow button. */
export function FollowsScreen() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const query = useFollowList();
  const toggle = useToggleFollow();
  const pullTexts = usePullTexts();
  const items = flatten(query.data);
  const total = query.data?.pages[0]?.total ?? 0;

  const unfollow = async (store: StoreCard) => {
    const ok = await Dialog.confirm({
      content: t('follows.confirm', { name: store.name }),
      confirmText: t('follows.unfollow'),
      cancelText: t('action.cancel'),
    });
    if (!ok) return;
    toggle.mutate(
      { storeId: store.id, followed: false },
      { onSuccess: () => Toast.show({ content: t('store.unfollowedToast') }) },
    );
  };

  if (query.isPending) {
    return (
      <div className="shop-lines" aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="shop-line shop-line--store">
            <div className="shop-store-logo shop-shimmer" style={{ width: 52, height: 52 }} />
            <div className="shop-line__body">
              <div className="shop-shimmer shop-shimmer--line" />
              <div className="shop-shimmer shop-shimmer--line shop-shimmer--short" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (items.length === 0) {
    return (
      <>
        <EmptyState
          icon={<StarOutline />}
          title={t('follows.emptyTitle')}
          text={t('follows.emptyText')}
          action={t('action.goShopping')}
          onAction={() => void navigate('/mall')}
        />
        <Trending title={t('list.youMayLike')} count={4} />
      </>
    );
  }
  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())} {...pullTexts}>
      <p className="shop-list-caption">{t('follows.count', { count: total })}</p>
      <div className="shop-lines" data-testid="follows">
        {items.map((s) => (
          <StoreRow
            key={s.id}
            store={s}
            onUnfollow={() => void unfollow(s)}
            busy={toggle.isPending && toggle.variables?.storeId === s.id}
          />
        ))}
      </div>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage({ throwOnError: true });
        }}
      >
        {(hasMore, failed, retry) => <ListFooter hasMore={hasMore} failed={failed} retry={retry} />}
      </InfiniteScroll>
    </PullToRefresh>
  );
}
