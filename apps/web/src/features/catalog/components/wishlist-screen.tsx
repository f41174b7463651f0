import { Link, useNavigate } from 'react-router';
import { InfiniteScroll, PullToRefresh, SwipeAction, Toast } from 'antd-mobile';
import { DeleteOutline, HeartOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { imageUrl, type GoodsCard } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { flatten, useToggleWish, useWishList } from '#web/features/catalog/api/catalog';
import { DiscountBadge, OriginalPrice, Price } from './price';
import { productPath, useSoldText } from './product-card';
import { usePullTexts } from './pull-texts';
import { EmptyState, ErrorState, ListFooter } from './states';
import { Trending } from './trending';

function isRtl(): boolean {
  return document.documentElement.dir === 'rtl';
}

function WishRow({
  goods,
  onRemove,
  removing,
}: {
  goods: GoodsCard;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation('catalog');
  const soldText = useSoldText();
  const actions = [{ key: 'remove', text: t('wish.remove'), color: 'danger' as const, onClick: onRemove }];
  // The actions sit at the end of the reading direction.
  const sides = isRtl() ? { leftActions: actions } : { rightActions: actions };
  return (
    <SwipeAction {...sides} className="shop-swipe">
      <div className="shop-line" data-testid="wish-row">
        <Link to={productPath(goods.id)} className="shop-line__media">
          <img src={imageUrl(goods.image, MEDIA_HOST)} alt="" loading="lazy" width={96} height={96} />
        </Link>
        <div className="shop-line__body">
          <Link to={productPath(goods.id)} className="shop-line__title" dir="auto">
            {goods.title}
          </Link>
          <p className="shop-line__meta">
            {goods.storeName}
            {goods.freeShipping && <span className="shop-tag shop-tag--ship">{t('card.freeShipping')}</span>}
          </p>
          <p className="shop-line__sub">{soldText(goods.sold)}</p>
          <div className="shop-line__foot">
            <div className="shop-line__price">
              <Price minor={goods.price} />
              <OriginalPrice price={goods.price} originalPrice={goods.originalPrice} />
              <DiscountBadge price={goods.price} originalPrice={goods.originalPrice} />
            </div>
            <button
              type="button"
              className="shop-icon-button shop-icon-button--muted"
              aria-label={t('wish.remove')}
              onClick={onRemove}
              disabled={removing}
              data-testid="wish-remove"
            >
              <DeleteOutline />
            </button>
          </div>
        </div>
      </div>
    </SwipeAction>
  );
}

function LinesSkeleton() {
  return (
    <div className="shop-lines" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="shop-line">
          <div className="shop-line__media shop-shimmer" />
          <div className="shop-line__body">
            <div className="shop-shimmer shop-shimmer--line" />
            <div className="shop-shimmer shop-shimmer--line shop-shimmer--short" />
            <div className="shop-shimmer shop-shimmer--price" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The wish list: newest first, removed with a swipe or the bin button. */
export function WishlistScreen() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const query = useWishList();
  const toggle = useToggleWish();
  const pullTexts = usePullTexts();
  const items = flatten(query.data);
  const total = query.data?.pages[0]?.total ?? 0;

  const remove = (goodsId: number) =>
    toggle.mutate(
      { goodsId, wished: false },
      { onSuccess: () => Toast.show({ content: t('wish.removed') }) },
    );

  if (query.isPending) return <LinesSkeleton />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (items.length === 0) {
    return (
      <>
        <EmptyState
          icon={<HeartOutline />}
          title={t('wish.emptyTitle')}
          text={t('wish.emptyText')}
          action={t('action.goShopping')}
          onAction={() => void navigate('/mall')}
        />
        <Trending title={t('list.youMayLike')} count={4} />
      </>
    );
  }
  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())} {...pullTexts}>
      <p className="shop-list-caption">{t('wish.count', { count: total })}</p>
      <div className="shop-lines" data-testid="wishlist">
        {items.map((g) => (
          <WishRow
            key={g.id}
            goods={g}
            onRemove={() => remove(g.id)}
            removing={toggle.isPending && toggle.variables?.goodsId === g.id}
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
