import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge, Button, ImageViewer, Swiper, Toast } from 'antd-mobile';
import {
  AppstoreOutline,
  CheckShieldOutline,
  HeartFill,
  HeartOutline,
  LeftOutline,
  MessageOutline,
  RightOutline,
  ShopbagOutline,
  KoubeiOutline,
  TruckOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMoney, imageUrl, type GoodsInfo, type GoodsSku } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { StoreVoucherStrip } from '#web/features/voucher';
import { useHydrated } from '#web/lib/hydrated';
import { ApiError } from '#web/lib/request';
import { buyNowPath, useAddToCart, useCartCount } from '#web/features/cart';
import { useGoodsInfo, useToggleWish } from '#web/features/catalog/api/catalog';
import { useLocale } from '#web/features/catalog/hooks/use-locale';
import { useContactStore, useShopSigninGate } from '#web/features/catalog/hooks/use-signin-gate';
import {
  clampQuantity,
  defaultSku,
  isPurchasable,
  maxOrderQuantity,
  remainingAllowance,
} from '#web/features/catalog/lib/product-rules';
import { StoreLogo } from './category-icon';
import { FollowButton } from './follow-button';
import { DiscountBadge, OriginalPrice, Price, isolateLtr } from './price';
import { useSoldText } from './product-card';
import { ReviewsBlock } from './reviews';
import { SpecSheet, type SpecIntent } from './spec-sheet';
import { EmptyState, ErrorState } from './states';
import { LevelBadge, StoreStats } from './store-facts';

function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate('/mall'));
  };
}

/** Floating round buttons over the gallery; a solid bar with the title once the page scrolls. */
function ProductHeader({ title }: { title?: string }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const back = useGoBack();
  const count = useCartCount();
  const [solid, setSolid] = useState(false);
  useEffect(() => {
    const onScroll = () => setSolid(window.scrollY > 240);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <header className={solid ? 'shop-pdp__header is-solid' : 'shop-pdp__header'}>
      <button type="button" className="shop-round-button" aria-label={t('action.back')} onClick={back}>
        <LeftOutline className="flip-rtl" />
      </button>
      <span className="shop-pdp__header-title">{solid ? title : ''}</span>
      <button
        type="button"
        className="shop-round-button"
        aria-label={t('action.cart')}
        onClick={() => void navigate('/mall/cart')}
        data-testid="header-cart"
      >
        <Badge
          content={count > 0 ? (count > 99 ? '99+' : count) : null}
          style={{ '--right': '-4px', '--top': '2px' }}
        >
          <ShopbagOutline />
        </Badge>
      </button>
    </header>
  );
}

function Gallery({ images, title }: { images: string[]; title: string }) {
  const urls = images.map((p) => imageUrl(p, MEDIA_HOST));
  if (urls.length === 0) return <div className="shop-gallery shop-shimmer" />;
  return (
    // Pictures are not text: the swiper keeps its left-to-right track in every language.
    <div className="shop-gallery" dir="ltr" data-testid="gallery">
      <Swiper
        loop={urls.length > 1}
        indicator={(total, current) =>
          total > 1 ? (
            <span className="shop-gallery__index">
              {current + 1}/{total}
            </span>
          ) : null
        }
      >
        {urls.map((src, i) => (
          <Swiper.Item key={src + i}>
            <button
              type="button"
              className="shop-gallery__item"
              onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: i })}
            >
              <img
                src={src}
                alt={i === 0 ? title : ''}
                width={600}
                height={600}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}

function InfoRow({
  icon,
  children,
  sub,
  onClick,
  testId,
}: {
  icon: ReactNode;
  children: ReactNode;
  sub?: ReactNode;
  onClick?: () => void;
  testId?: string;
}) {
  const body = (
    <>
      <span className="shop-info__icon">{icon}</span>
      <span className="shop-info__text">
        <span className="shop-info__main">{children}</span>
        {sub && <span className="shop-info__sub">{sub}</span>}
      </span>
      {onClick && <RightOutline className="shop-info__arrow flip-rtl" />}
    </>
  );
  return onClick ? (
    <button type="button" className="shop-info shop-info--action" onClick={onClick} data-testid={testId}>
      {body}
    </button>
  ) : (
    <div className="shop-info" data-testid={testId}>
      {body}
    </div>
  );
}

/** The seller's card; its Chat opens the store chat with this product pinned, as the bottom bar's does. */
function SellerCard({ store, goodsId }: { store: GoodsInfo['store']; goodsId: number }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const contact = useContactStore();
  return (
    <section className="shop-pdp__card shop-seller" data-testid="seller">
      <div className="shop-pdp__card-head">
        <h2>{t('product.soldBy')}</h2>
      </div>
      <div className="shop-seller__head">
        <StoreLogo id={store.id} name={store.name} logo={store.logo} size={52} />
        <div className="shop-seller__name">
          <p>
            <span className="shop-seller__title" dir="auto">
              {store.name}
            </span>
            <LevelBadge level={store.level} />
          </p>
          <p className="shop-muted shop-ellipsis">{store.address}</p>
        </div>
        <FollowButton storeId={store.id} followed={store.followed} />
      </div>
      <StoreStats
        followers={store.followers}
        sales={store.sales}
        rating={store.rating}
        goodsCount={store.goodsCount}
      />
      <div className="shop-seller__actions">
        <Button
          shape="rounded"
          size="small"
          onClick={() => contact(store, goodsId)}
          data-testid="seller-chat"
        >
          <MessageOutline /> {t('action.chat')}
        </Button>
        <Button
          shape="rounded"
          size="small"
          color="primary"
          fill="outline"
          onClick={() => void navigate(`/mall/store/${store.id}`)}
        >
          <KoubeiOutline /> {t('product.visitStore')}
        </Button>
      </div>
    </section>
  );
}

function ActionBar({
  info,
  busy,
  onAdd,
  onBuy,
}: {
  info: GoodsInfo;
  busy: boolean;
  onAdd: () => void;
  onBuy: () => void;
}) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const contact = useContactStore();
  const gate = useShopSigninGate();
  const wish = useToggleWish();
  const available = isPurchasable(info);
  const limitReached = remainingAllowance(info) <= 0;
  const toggleWish = () => {
    if (!gate()) return;
    wish.mutate(
      { goodsId: info.id, wished: !info.wished },
      { onSuccess: (d) => Toast.show({ content: t(d.wished ? 'product.wished' : 'product.unwished') }) },
    );
  };
  return (
    <div className="shop-actionbar" data-testid="action-bar">
      <button
        type="button"
        className="shop-actionbar__icon"
        onClick={() => void navigate(`/mall/store/${info.store.id}`)}
      >
        <KoubeiOutline />
        <span>{t('action.store')}</span>
      </button>
      <button
        type="button"
        className="shop-actionbar__icon"
        onClick={() => contact(info.store, info.id)}
        data-testid="chat-button"
      >
        <MessageOutline />
        <span>{t('action.chat')}</span>
      </button>
      <button
        type="button"
        className={info.wished ? 'shop-actionbar__icon is-wished' : 'shop-actionbar__icon'}
        onClick={toggleWish}
        disabled={wish.isPending}
        aria-pressed={info.wished}
        data-testid="wish-button"
      >
        {info.wished ? <HeartFill /> : <HeartOutline />}
        <span>{t(info.wished ? 'action.wished' : 'action.wish')}</span>
      </button>
      {!available || limitReached ? (
        <div className="shop-actionbar__buttons">
          <Button
            block
            shape="rounded"
            disabled
            className="shop-actionbar__unavailable"
            data-testid="unavailable"
          >
            {t(available ? 'spec.limitReached' : 'product.unavailable')}
          </Button>
        </div>
      ) : (
        <div className="shop-actionbar__buttons shop-actionbar__buttons--pair">
          <Button className="shop-btn-cart" onClick={onAdd} loading={busy} data-testid="add-to-cart">
            {t('action.addToCart')}
          </Button>
          <Button color="primary" onClick={onBuy} data-testid="buy-now">
            {t('action.buyNow')}
          </Button>
        </div>
      )}
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="shop-pdp" aria-busy="true">
      <ProductHeader />
      <div className="shop-gallery shop-shimmer" />
      <section className="shop-pdp__card">
        <div className="shop-shimmer shop-shimmer--price" />
        <div className="shop-shimmer shop-shimmer--line" />
        <div className="shop-shimmer shop-shimmer--line shop-shimmer--short" />
      </section>
      <section className="shop-pdp__card">
        <div className="shop-shimmer shop-shimmer--line" />
        <div className="shop-shimmer shop-shimmer--line" />
        <div className="shop-shimmer shop-shimmer--line shop-shimmer--short" />
      </section>
    </div>
  );
}

function ProductGone() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  return (
    <div className="shop-pdp shop-pdp--gone">
      <ProductHeader />
      <EmptyState
        icon={<ShopbagOutline />}
        title={t('product.goneTitle')}
        text={t('product.goneText')}
        action={t('action.goHome')}
        onAction={() => void navigate('/mall')}
        testId="product-gone"
      />
    </div>
  );
}

function ProductBody({ info }: { info: GoodsInfo }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const locale = useLocale();
  const hydrated = useHydrated();
  const soldText = useSoldText();
  const addToCart = useAddToCart();
  const [skuId, setSkuId] = useState<number | null>(() => defaultSku(info.skus)?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [intent, setIntent] = useState<SpecIntent | null>(null);
  const [busy, setBusy] = useState(false);

  const sku: GoodsSku | null = useMemo(
    () => info.skus.find((s) => s.id === skuId && s.stock > 0) ?? null,
    [info.skus, skuId],
  );
  const cap = sku ? maxOrderQuantity(sku.stock, info) : 0;
  const qty = clampQuantity(quantity, cap);
  const price = sku?.price ?? info.price;
  const originalPrice = sku?.originalPrice ?? info.originalPrice;
  const available = isPurchasable(info);

  const add = async (chosen: GoodsSku) => {
    setBusy(true);
    try {
      await addToCart(chosen.id, clampQuantity(quantity, maxOrderQuantity(chosen.stock, info)));
      setIntent(null);
      Toast.show({ icon: 'success', content: t('product.added') });
    } catch (error) {
      // Server refusals were already toasted by the request helper.
      if (!(error instanceof ApiError)) Toast.show({ icon: 'fail', content: t('product.addFailed') });
    } finally {
      setBusy(false);
    }
  };
  const buy = (chosen: GoodsSku) => {
    setIntent(null);
    void navigate(buyNowPath(chosen.id, clampQuantity(quantity, maxOrderQuantity(chosen.stock, info))));
  };

  return (
    <div className="shop-pdp">
      <ProductHeader title={info.title} />
      <Gallery images={info.images} title={info.title} />

      <section className="shop-pdp__card shop-pdp__price-card">
        <div className="shop-pdp__price-row">
          <Price minor={price} size="lg" />
          <DiscountBadge
            price={price}
            originalPrice={originalPrice}
            promotionPercent={info.promotion?.discountPercent}
          />
          <span className="shop-pdp__sold">{soldText(info.sold)}</span>
        </div>
        <div className="shop-pdp__price-sub">
          <OriginalPrice price={price} originalPrice={originalPrice} />
        </div>
        {info.promotion && (
          <p className="shop-pdp__promotion" data-testid="promotion-ends">
            {t('promotion:buyer.ends', {
              percent: info.promotion.discountPercent,
              // In UTC in the server's markup and while hydrating, then in the viewer's time zone.
              time: new Intl.DateTimeFormat(locale, {
                dateStyle: 'medium',
                timeStyle: 'short',
                ...(hydrated ? {} : { timeZone: 'UTC' }),
              }).format(new Date(info.promotion.endsAt)),
            })}
          </p>
        )}
        <h1 className="shop-pdp__title" dir="auto">
          {info.title}
        </h1>
        {!available && <p className="shop-pdp__notice">{t('product.unavailableText')}</p>}
      </section>
      {available && <StoreVoucherStrip storeId={info.store.id} className="shop-pdp__vouchers" />}

      <section className="shop-pdp__card shop-pdp__info">
        <InfoRow icon={<TruckOutline />} testId="shipping">
          {info.freeShipping || info.shippingFee === 0 ? (
            <span className="shop-free">{t('product.freeShipping')}</span>
          ) : (
            t('product.shippingFee', { fee: isolateLtr(formatMoney(info.shippingFee, locale)) })
          )}
        </InfoRow>
        <InfoRow icon={<CheckShieldOutline />} sub={t('product.returns', { count: info.returnDays })}>
          {t('product.protection')}
        </InfoRow>
        {info.maxPerCustomer > 0 && (
          <InfoRow
            icon={<UserOutline />}
            sub={info.boughtByMe > 0 ? t('product.boughtByMe', { count: info.boughtByMe }) : undefined}
            testId="limit"
          >
            {t('product.maxPerCustomer', { count: info.maxPerCustomer })}
          </InfoRow>
        )}
        <InfoRow
          icon={<AppstoreOutline />}
          sub={
            sku ? t('spec.selected', { name: sku.name }) : t('product.specCount', { count: info.skus.length })
          }
          onClick={() => setIntent('select')}
          testId="spec-row"
        >
          {t('spec.title')}
        </InfoRow>
      </section>

      <ReviewsBlock goodsId={info.id} rating={info.rating} />
      <SellerCard store={info.store} goodsId={info.id} />

      <section className="shop-pdp__card" data-testid="description">
        <div className="shop-pdp__card-head">
          <h2>{t('product.description')}</h2>
        </div>
        <p className="shop-pdp__description" dir="auto">
          {info.description || t('product.noDescription')}
        </p>
        <Link to={`/mall/category?c=${info.category.id}`} className="shop-pdp__category">
          <span className="shop-muted">{t('product.category')}</span>
          <span dir="auto">{info.category.name}</span>
          <RightOutline className="flip-rtl" />
        </Link>
      </section>

      <ActionBar
        info={info}
        busy={busy && intent === null}
        onAdd={() => (sku ? void add(sku) : setIntent('cart'))}
        onBuy={() => (sku ? buy(sku) : setIntent('buy'))}
      />
      <SpecSheet
        info={info}
        intent={intent}
        sku={sku}
        quantity={qty}
        busy={busy}
        onSku={(s) => setSkuId(s.id)}
        onQuantity={setQuantity}
        onClose={() => setIntent(null)}
        onAdd={() => sku && void add(sku)}
        onBuy={() => sku && buy(sku)}
      />
    </div>
  );
}

/** Product detail: pictures, price, delivery and protection, specifications, reviews, seller. */
export function ProductScreen({ id }: { id: number }) {
  const query = useGoodsInfo(id);
  if (!(id > 0)) return <ProductGone />;
  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && (error.error === 'GOODS_NOT_FOUND' || error.status === 404)) {
      return <ProductGone />;
    }
    return (
      <div className="shop-pdp shop-pdp--gone">
        <ProductHeader />
        <ErrorState onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <ProductBody key={query.data.id} info={query.data} />;
}
