import { useState } from 'react';
import { ImageViewer, InfiniteScroll, Popup } from 'antd-mobile';
import { MessageOutline, PictureOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { imageUrl, type CommentItem, type GoodsInfo } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { flatten, useComments } from '#web/features/catalog/api/catalog';
import { useLocale } from '#web/features/catalog/hooks/use-locale';
import { starRows } from '#web/features/catalog/lib/product-rules';
import { circleColor } from '#web/features/catalog/lib/initials';
import { Stars } from './stars';
import { EmptyState, ErrorState, ListFooter } from './states';

const PREVIEW = 3;

function formatDay(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function ReviewItem({ review }: { review: CommentItem }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const urls = review.images.map((p) => imageUrl(p, MEDIA_HOST));
  return (
    <article className="shop-review" data-testid="review">
      <header className="shop-review__head">
        <span
          className="shop-review__avatar"
          style={{ background: circleColor(review.id) }}
          aria-hidden="true"
        >
          {Array.from(review.nickname)[0]?.toLocaleUpperCase() ?? '?'}
        </span>
        <div className="shop-review__who">
          <span className="shop-review__name" dir="auto">
            {review.nickname}
          </span>
          <Stars value={review.score} size={12} label={t('reviews.scoreLabel', { score: review.score })} />
        </div>
        <time className="shop-review__date" dateTime={review.createdAt}>
          {formatDay(review.createdAt, locale)}
        </time>
      </header>
      {review.skuName && <p className="shop-review__spec">{t('reviews.spec', { name: review.skuName })}</p>}
      <p className="shop-review__content" dir="auto">
        {review.content}
      </p>
      {urls.length > 0 && (
        <div className="shop-review__images">
          {urls.map((src, i) => (
            <button
              key={src + i}
              type="button"
              className="shop-review__thumb"
              aria-label={t('reviews.openImage', { index: i + 1 })}
              onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: i })}
            >
              <img src={src} alt="" loading="lazy" width={76} height={76} />
            </button>
          ))}
        </div>
      )}
      {review.reply ? (
        <div className="shop-review__reply" data-testid="review-reply">
          <span className="shop-review__reply-label">{t('reviews.storeReply')}</span>
          <p dir="auto">{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}

function FilterChips({
  rating,
  withImages,
  onChange,
}: {
  rating: GoodsInfo['rating'];
  withImages: boolean;
  onChange: (v: boolean) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div className="shop-chips shop-chips--tight" role="tablist">
      <button
        type="button"
        role="tab"
        aria-selected={!withImages}
        className={withImages ? 'shop-chip' : 'shop-chip is-active'}
        onClick={() => onChange(false)}
      >
        {t('reviews.all', { count: rating.count })}
      </button>
      <button
        type="button"
        role="tab"
        aria-selected={withImages}
        className={withImages ? 'shop-chip is-active' : 'shop-chip'}
        onClick={() => onChange(true)}
        data-testid="reviews-with-photos"
      >
        <PictureOutline /> {t('reviews.withPhotos', { count: rating.withImages })}
      </button>
    </div>
  );
}

function AllReviews({
  goodsId,
  rating,
  initialWithImages,
}: {
  goodsId: number;
  rating: GoodsInfo['rating'];
  initialWithImages: boolean;
}) {
  const { t } = useTranslation('catalog');
  const [withImages, setWithImages] = useState(initialWithImages);
  const query = useComments(goodsId, withImages);
  const items = flatten(query.data);
  return (
    <>
      <div className="shop-sheet__head">{t('reviews.title')}</div>
      <div className="shop-reviews-sheet__filters">
        <FilterChips rating={rating} withImages={withImages} onChange={setWithImages} />
      </div>
      <div className="shop-reviews-sheet__list">
        {query.isPending ? (
          <div className="shop-review shop-review--skeleton">
            <div className="shop-shimmer shop-shimmer--line" />
            <div className="shop-shimmer shop-shimmer--line shop-shimmer--short" />
          </div>
        ) : query.isError ? (
          <ErrorState compact onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState compact icon={<PictureOutline />} title={t('reviews.noPhotos')} />
        ) : (
          <>
            {items.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
            <InfiniteScroll
              hasMore={query.hasNextPage}
              loadMore={async () => {
                await query.fetchNextPage({ throwOnError: true });
              }}
            >
              {(hasMore, failed, retry) => <ListFooter hasMore={hasMore} failed={failed} retry={retry} />}
            </InfiniteScroll>
          </>
        )}
      </div>
    </>
  );
}

/** Rating summary, the latest reviews and a sheet with all of them (loaded as the reader scrolls). */
export function ReviewsBlock({ goodsId, rating }: { goodsId: number; rating: GoodsInfo['rating'] }) {
  const { t } = useTranslation('catalog');
  const [withImages, setWithImages] = useState(false);
  const [sheet, setSheet] = useState(false);
  const query = useComments(goodsId, withImages, rating.count > 0);
  const latest = flatten(query.data).slice(0, PREVIEW);

  return (
    <section className="shop-pdp__card" id="reviews" data-testid="reviews">
      <div className="shop-pdp__card-head">
        <h2>{t('reviews.heading', { count: rating.count })}</h2>
        {rating.count > 0 && (
          <button type="button" className="shop-link-button" onClick={() => setSheet(true)}>
            {t('reviews.seeAll')} <RightOutline className="flip-rtl" />
          </button>
        )}
      </div>
      {rating.count === 0 ? (
        <div className="shop-reviews-empty">
          <MessageOutline />
          <span>{t('reviews.none')}</span>
        </div>
      ) : (
        <>
          <div className="shop-rating">
            <div className="shop-rating__score">
              <strong>{rating.average.toFixed(1)}</strong>
              <Stars value={rating.average} size={14} />
              <span className="shop-rating__total">{t('reviews.count', { count: rating.count })}</span>
            </div>
            <div className="shop-rating__bars">
              {starRows(rating.stars).map((row) => (
                <div key={row.star} className="shop-rating__bar">
                  <span className="shop-rating__star">{row.star}</span>
                  <span className="shop-rating__track">
                    <span className="shop-rating__fill" style={{ width: `${row.percent}%` }} />
                  </span>
                  <span className="shop-rating__count">{row.count}</span>
                </div>
              ))}
            </div>
          </div>
          <FilterChips rating={rating} withImages={withImages} onChange={setWithImages} />
          {query.isPending ? (
            <div className="shop-review shop-review--skeleton">
              <div className="shop-shimmer shop-shimmer--line" />
              <div className="shop-shimmer shop-shimmer--line shop-shimmer--short" />
            </div>
          ) : latest.length === 0 ? (
            <p className="shop-muted shop-pad">{t('reviews.noPhotos')}</p>
          ) : (
            latest.map((r) => <ReviewItem key={r.id} review={r} />)
          )}
          {rating.count > PREVIEW && (
            <button
              type="button"
              className="shop-more-button"
              onClick={() => setSheet(true)}
              data-testid="reviews-see-all"
            >
              {t('reviews.seeAllCount', { count: rating.count })} <RightOutline className="flip-rtl" />
            </button>
          )}
        </>
      )}
      <Popup
        visible={sheet}
        onMaskClick={() => setSheet(false)}
        onClose={() => setSheet(false)}
        bodyClassName="shop-sheet shop-sheet--tall"
        showCloseButton
        destroyOnClose
      >
        <AllReviews goodsId={goodsId} rating={rating} initialWithImages={withImages} />
      </Popup>
    </section>
  );
}
