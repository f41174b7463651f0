import { useState } from 'react';
import {
  Button,
  ErrorBlock,
  Image,
  ImageViewer,
  InfiniteScroll,
  Popup,
  Rate,
  Skeleton,
  Tabs,
  TextArea,
  Toast,
} from 'antd-mobile';
import { StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  REPLY_MAX,
  SELLER_COMMENT_FILTERS,
  imageUrl,
  type MyStoreData,
  type SellerComment,
} from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { ApiError } from '#web/lib/request';
import { formatDateTime } from '#web/features/orders';
import { isolate } from '#web/features/seller/products/lib/isolate';
import { StatusNotice } from '#web/features/seller/center';
import { useReplyComment, useSellerComments } from '#web/features/seller/products/api/products';
import {
  SELLER_PRODUCT_PATHS,
  isSellerCommentFilter,
  type SellerCommentFilter,
} from '#web/features/seller/products/paths';

/** The reply sheet: up to 500 characters, the server's message under the text when it refuses. */
function ReplySheet({ review, onClose }: { review: SellerComment | null; onClose: () => void }) {
  const { t } = useTranslation(['seller', 'validation']);
  const reply = useReplyComment();
  const [text, setText] = useState(review?.reply ?? '');
  const [error, setError] = useState('');

  const send = async () => {
    if (!review) return;
    if (!text.trim()) {
      setError(t('validation:validation.replyRequired'));
      return;
    }
    try {
      await reply.mutateAsync({ id: review.id, reply: text.trim() });
      Toast.show({ icon: 'success', content: t('reviews.replied') });
      onClose();
    } catch (e) {
      if (e instanceof ApiError) {
        const field = e.fields.find((f) => f.field === 'reply');
        if (field) setError(field.message);
        else Toast.show({ icon: 'fail', content: e.message, position: 'center' });
      }
    }
  };

  return (
    <Popup
      visible={review !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="wh-sheet"
      data-testid="rv-sheet"
    >
      <header className="wh-sheet__head">
        <h2>{review?.reply ? t('reviews.editReply') : t('reviews.reply')}</h2>
        {review ? (
          <p className="rv-sheet__quote" dir="auto">
            {review.content}
          </p>
        ) : null}
      </header>
      <div className={`rv-sheet__text${error ? ' adm-form-item-has-error' : ''}`}>
        <TextArea
          value={text}
          onChange={(v) => {
            setText(v);
            setError('');
          }}
          placeholder={t('reviews.placeholder')}
          aria-label={t('reviews.reply')}
          autoSize={{ minRows: 4, maxRows: 8 }}
          maxLength={REPLY_MAX}
          showCount
          data-testid="rv-text"
        />
        {error ? (
          <div className="adm-form-item-feedback-error" role="alert" data-testid="rv-error">
            {error}
          </div>
        ) : null}
      </div>
      <div className="wh-sheet__actions">
        <Button shape="rounded" onClick={onClose}>
          {t('common:action.cancel')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          loading={reply.isPending}
          onClick={() => void send()}
          data-testid="rv-send"
        >
          {t('reviews.send')}
        </Button>
      </div>
    </Popup>
  );
}

function ReviewCard({
  review,
  onReply,
}: {
  review: SellerComment;
  /** Absent when the store is read-only. */
  onReply: ((review: SellerComment) => void) | null;
}) {
  const { t, i18n } = useTranslation('seller');
  const urls = review.images.map((p) => imageUrl(p, MEDIA_HOST));
  return (
    <article className="rv-card" data-testid="rv-card" data-id={review.id}>
      <Link to={SELLER_PRODUCT_PATHS.edit(review.goodsId)} className="rv-card__goods">
        <Image src={imageUrl(review.goodsImage, MEDIA_HOST)} width={40} height={40} fit="cover" lazy alt="" />
        <span className="rv-card__goods-title">{review.goodsTitle}</span>
      </Link>
      <header className="rv-card__head">
        <span className="rv-card__who" dir="auto">
          {review.nickname}
        </span>
        <div dir="ltr" className="rv-card__stars">
          <Rate readOnly value={review.score} aria-label={t('reviews.score', { score: review.score })} />
        </div>
        <time dateTime={review.createdAt}>{formatDateTime(review.createdAt, i18n.language)}</time>
      </header>
      {review.skuName ? (
        <p className="rv-card__spec">{t('reviews.spec', { name: isolate(review.skuName) })}</p>
      ) : null}
      <p className="rv-card__content" dir="auto">
        {review.content}
      </p>
      {urls.length ? (
        <div className="rv-card__images">
          {urls.map((src, i) => (
            <button
              key={src + i}
              type="button"
              aria-label={t('reviews.openImage', { n: i + 1 })}
              onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: i })}
            >
              <img src={src} alt="" loading="lazy" width={64} height={64} />
            </button>
          ))}
        </div>
      ) : null}
      {review.reply ? (
        <div className="rv-card__reply" data-testid="rv-reply">
          <strong>{t('reviews.storeReply')}</strong>
          <p dir="auto">{review.reply}</p>
          {onReply ? (
            <Button
              size="mini"
              fill="none"
              color="primary"
              onClick={() => onReply(review)}
              data-testid="rv-edit"
            >
              {t('reviews.editReply')}
            </Button>
          ) : null}
        </div>
      ) : onReply ? (
        <div className="rv-card__actions">
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => onReply(review)}
            data-testid="rv-reply-open"
          >
            {t('reviews.reply')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function Reviews({ filter, store }: { filter: SellerCommentFilter; store: MyStoreData }) {
  const { t } = useTranslation('seller');
  const list = useSellerComments(filter);
  const [replying, setReplying] = useState<SellerComment | null>(null);
  const reviews = list.data?.pages.flatMap((p) => p.list) ?? [];
  if (list.isPending) {
    return (
      <div className="sp-list" data-testid="rv-loading">
        <Skeleton.Paragraph lineCount={4} animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  if (list.isError && !reviews.length) {
    return (
      <ErrorBlock status="default" title={t('center.loadFailed')} description="" data-testid="rv-error-block">
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void list.refetch()}>
          {t('common:action.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  if (!reviews.length) {
    return (
      <div className="sp-empty" data-testid="rv-empty">
        <div className="sp-empty__art" aria-hidden>
          <StarOutline />
        </div>
        <h2>{t('reviews.empty.title')}</h2>
        <p>{t(`reviews.empty.${filter}`)}</p>
      </div>
    );
  }
  return (
    <div className="sp-list" data-testid="rv-list">
      {reviews.map((r) => (
        <ReviewCard key={r.id} review={r} onReply={store.readOnly ? null : setReplying} />
      ))}
      <InfiniteScroll
        hasMore={list.hasNextPage}
        loadMore={async () => {
          await list.fetchNextPage();
        }}
      >
        {list.hasNextPage ? <Skeleton.Paragraph lineCount={1} animated /> : t('products.end')}
      </InfiniteScroll>
      {/* A new sheet per review, so its text starts from that review's reply. */}
      <ReplySheet key={replying?.id ?? 0} review={replying} onClose={() => setReplying(null)} />
    </div>
  );
}

/** `/seller/reviews`: reviews of the store's products by filter, each with the store's reply or a way to write one. */
export function SellerReviewsScreen({
  store,
  filter,
  onFilter,
}: {
  store: MyStoreData;
  filter: SellerCommentFilter;
  onFilter: (filter: SellerCommentFilter) => void;
}) {
  const { t, i18n } = useTranslation('seller');
  return (
    <div className="sp-page">
      {store.readOnly ? <StatusNotice store={store} /> : null}
      <Tabs
        className="list-tabs"
        direction={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}
        activeKey={filter}
        onChange={(key) => isSellerCommentFilter(key) && onFilter(key)}
        stretch={false}
      >
        {SELLER_COMMENT_FILTERS.map((key) => (
          <Tabs.Tab
            key={key}
            title={<span data-testid={`rv-tab-${key}`}>{t(`reviews.filter.${key}`)}</span>}
          />
        ))}
      </Tabs>
      <Reviews key={filter} filter={filter} store={store} />
    </div>
  );
}
