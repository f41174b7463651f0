import type { CSSProperties } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Swiper } from 'antd-mobile';
import {
  ExclamationCircleOutline,
  LeftOutline,
  MessageOutline,
  KoubeiOutline,
  CheckShieldOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatStarCount, imageUrl, type GoodsSort, type StorePageData } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { StoreVoucherStrip } from '#web/features/voucher';
import { ApiError } from '#web/lib/request';
import { useStorePage } from '#web/features/catalog/api/catalog';
import { useContactStore } from '#web/features/catalog/hooks/use-signin-gate';
import { parseSort } from '#web/features/catalog/lib/list-params';
import { storeBackgroundStyle } from '#web/features/catalog/lib/store-background';
import { StoreLogo } from './category-icon';
import { FollowButton } from './follow-button';
import { ProductCard } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortBar } from './sort-bar';
import { EmptyState, ErrorState } from './states';
import { LevelBadge, StoreStats } from './store-facts';
import { MapLink } from '#web/features/map';

type Tab = 'home' | 'products';

function BackButton() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate('/mall'));
  };
  return (
    <button
      type="button"
      className="shop-round-button shop-store__back"
      aria-label={t('action.back')}
      onClick={back}
    >
      <LeftOutline className="flip-rtl" />
    </button>
  );
}

function StoreHeader({ store }: { store: StorePageData['store'] }) {
  const { t } = useTranslation('catalog');
  const contact = useContactStore();
  const cover = imageUrl(store.cover, MEDIA_HOST);
  return (
    <div className="shop-store__header">
      <div className="shop-store__cover" style={cover ? { backgroundImage: `url("${cover}")` } : undefined}>
        <BackButton />
      </div>
      <div className="shop-store__card" data-testid="store-header">
        <div className="shop-store__identity">
          <StoreLogo id={store.id} name={store.name} logo={store.logo} size={64} />
          <div className="shop-store__name">
            <h1 dir="auto">{store.name}</h1>
            <p>
              <LevelBadge level={store.level} />
              {store.authStatus === 'passed' ? (
                <span className="shop-store__verified" data-testid="store-verified">
                  <CheckShieldOutline aria-hidden="true" /> {t('kyc:store.verified')}
                </span>
              ) : null}
              <span className="shop-muted">
                {t('store.productCount', { value: formatStarCount(store.goodsCount) })}
              </span>
            </p>
          </div>
        </div>
        <StoreStats followers={store.followers} sales={store.sales} rating={store.rating} />
        {store.latitude !== null && store.longitude !== null && (
          <p className="shop-store__place">
            <span dir="auto">{store.address}</span>
            <MapLink to={`/open-location?store=${store.id}`} label={t('map.show')} testId="store-map-link" />
          </p>
        )}
        <div className="shop-store__actions">
          {/* A frozen store cannot be contacted nor newly followed; one who follows it may still unfollow. */}
          <FollowButton
            storeId={store.id}
            followed={store.followed}
            size="middle"
            unavailable={!store.contactable && !store.followed}
          />
          <Button
            shape="rounded"
            size="middle"
            onClick={() => contact(store)}
            disabled={!store.contactable}
            data-testid="chat-button"
          >
            <MessageOutline /> {t('action.chat')}
          </Button>
        </div>
      </div>
    </div>
  );
}

function StoreHome({ data, onAll }: { data: StorePageData; onAll: () => void }) {
  const { t } = useTranslation('catalog');
  const banners = data.banners.map((b) => imageUrl(b, MEDIA_HOST));
  return (
    <>
      {banners.length > 0 && (
        <div className="shop-banners" dir="ltr">
          <Swiper
            autoplay
            autoplayInterval={4500}
            loop={banners.length > 1}
            style={{ '--border-radius': '12px' }}
          >
            {banners.map((src, i) => (
              <Swiper.Item key={src + i}>
                <img
                  className="shop-banner__img"
                  src={src}
                  alt=""
                  width={1080}
                  height={420}
                  loading={i === 0 ? 'eager' : 'lazy'}
                />
              </Swiper.Item>
            ))}
          </Swiper>
        </div>
      )}
      {data.sections.map((section) => (
        <section
          key={section.id}
          className="shop-block"
          data-testid="store-section"
          data-columns={section.columns}
        >
          <div className="shop-block__head">
            <h2 className="shop-block__title" dir="auto">
              {section.title}
            </h2>
          </div>
          {/* As many per row as the seller chose (1 to 5, spec §5); small cards from three on. */}
          <div
            className={
              section.columns >= 4 ? 'shop-section-grid shop-section-grid--dense' : 'shop-section-grid'
            }
            style={{ '--shop-cols': section.columns } as CSSProperties}
          >
            {section.goods.map((g) => (
              <ProductCard key={g.id} goods={g} compact={section.columns >= 3} />
            ))}
          </div>
        </section>
      ))}
      <button type="button" className="shop-more-button shop-more-button--block" onClick={onAll}>
        {t('store.seeAllProducts', { value: formatStarCount(data.store.goodsCount) })}
      </button>
    </>
  );
}

/**
 * The store page's decorated part as buyers see it, fed with any values: the seller's decoration
 * editor shows its unsaved choices through it (decision 43). Nothing in it can be pressed.
 */
export function StorePreview({ data }: { data: StorePageData }) {
  return (
    <div
      className="shop-store shop-store--preview"
      style={storeBackgroundStyle(data.background)}
      inert
      data-testid="store-preview"
    >
      <StoreHeader store={data.store} />
      <StoreHome data={data} onAll={() => {}} />
    </div>
  );
}

/** A store: cover, identity and follow, its decorated sections and every product it sells. */
export function StoreScreen({ id }: { id: number }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = useStorePage(id);
  const sort = parseSort(params.get('sort'));

  if (!(id > 0) || (page.error instanceof ApiError && page.error.status === 404)) {
    return (
      <div className="shop-store">
        <div className="shop-store__cover shop-store__cover--plain">
          <BackButton />
        </div>
        <EmptyState
          icon={<KoubeiOutline />}
          title={t('store.goneTitle')}
          text={t('store.goneText')}
          action={t('action.goHome')}
          onAction={() => void navigate('/mall')}
          testId="store-gone"
        />
      </div>
    );
  }
  if (page.isError) {
    return (
      <div className="shop-store">
        <div className="shop-store__cover shop-store__cover--plain">
          <BackButton />
        </div>
        <ErrorState onRetry={() => void page.refetch()} />
      </div>
    );
  }
  if (page.isPending) {
    return (
      <div className="shop-store" aria-busy="true">
        <div className="shop-store__cover shop-shimmer">
          <BackButton />
        </div>
        <div className="shop-store__card">
          <div className="shop-shimmer shop-shimmer--line" />
          <div className="shop-shimmer shop-shimmer--line shop-shimmer--short" />
        </div>
        <ProductGridSkeleton count={4} />
      </div>
    );
  }

  const data = page.data;
  const hasHome = data.sections.length > 0 || data.banners.length > 0;
  const rawTab = params.get('tab');
  const tab: Tab = rawTab === 'products' || !hasHome ? 'products' : 'home';
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const setSort = (value: GoodsSort) => setParam('sort', value === 'recommended' ? null : value);

  return (
    <div className="shop-store" style={storeBackgroundStyle(data.background)} data-testid="store-page">
      <StoreHeader store={data.store} />
      {data.store.contactable && <StoreVoucherStrip storeId={data.store.id} />}
      {!data.store.contactable ? (
        <div className="shop-notice" data-testid="store-unavailable">
          <ExclamationCircleOutline />
          <div>
            <p className="shop-notice__title">{t('store.unavailableTitle')}</p>
            <p className="shop-notice__text">{t('store.unavailableText')}</p>
          </div>
        </div>
      ) : (
        <>
          {hasHome && (
            <div className="shop-tabs" role="tablist">
              {(['home', 'products'] as const).map((key) => (
                <button
                  key={key}
                  type="button"
                  role="tab"
                  aria-selected={tab === key}
                  className={tab === key ? 'shop-tabs__item is-active' : 'shop-tabs__item'}
                  onClick={() => setParam('tab', key === 'home' ? null : key)}
                  data-testid={`store-tab-${key}`}
                >
                  {t(`store.tab.${key}`)}
                </button>
              ))}
            </div>
          )}
          {tab === 'home' ? (
            <StoreHome
              data={data}
              onAll={() => {
                setParam('tab', 'products');
                window.scrollTo({ top: 0 });
              }}
            />
          ) : (
            <>
              <SortBar value={sort} onChange={setSort} sticky={!hasHome} />
              <ProductGrid
                key={sort}
                filter={{ storeId: id, sort }}
                empty={<EmptyState compact icon={<KoubeiOutline />} title={t('store.noProducts')} />}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
