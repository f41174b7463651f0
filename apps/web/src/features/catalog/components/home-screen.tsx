import { CampaignBanner } from '#web/features/campaign';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PullToRefresh, Swiper } from 'antd-mobile';
import { MessageOutline, RightOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APP_SHORT_NAME, imageUrl, type GoodsCard, type MallHomeData } from '@app/contract';
import { BannerWords } from '#web/components/banner-words';
import { MEDIA_HOST } from '#web/config/app';
import { catalogKeys, useCategories, useHome, type GoodsFilter } from '#web/features/catalog/api/catalog';
import { isInAppPath } from '#web/features/catalog/lib/links';
import { BrandMark } from './brand-mark';
import { CategoryIcon } from './category-icon';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ProductGrid } from './product-grid';
import { SearchEntry } from './search-entry';
import { EmptyState } from './states';
import { LazyMount } from './lazy-mount';
import { usePullTexts } from './pull-texts';

const RECOMMENDED: GoodsFilter = { sort: 'recommended' };
/** Room kept for a store section or the feed before it is mounted (about their real height). */
const SECTION_HEIGHT = 300;
const EAGER_SECTIONS = 2;
const FEED_HEIGHT = 600;

function HomeTopBar() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  return (
    <header className="shop-topbar shop-topbar--brand">
      <div className="shop-topbar__brand">
        <BrandMark />
        <span className="shop-topbar__name">{APP_SHORT_NAME}</span>
      </div>
      <SearchEntry />
      <button
        type="button"
        className="shop-icon-button shop-icon-button--light"
        aria-label={t('home.messages')}
        onClick={() => void navigate('/mall/messages')}
      >
        <MessageOutline />
      </button>
    </header>
  );
}

function Banners({ banners }: { banners: MallHomeData['banners'] | undefined }) {
  const navigate = useNavigate();
  if (!banners) return <div className="shop-banners shop-shimmer" />;
  if (banners.length === 0) return null;
  return (
    // Pictures are not text: the swiper keeps its left-to-right track in every language.
    <div className="shop-banners" dir="ltr" data-testid="home-banners">
      <Swiper
        autoplay
        autoplayInterval={4000}
        loop={banners.length > 1}
        style={{ '--border-radius': '12px' }}
      >
        {banners.map((b, i) => (
          <Swiper.Item key={b.id}>
            <button
              type="button"
              className="shop-banner banner-frame"
              aria-label={[b.title, b.subtitle].filter(Boolean).join('. ')}
              onClick={() => isInAppPath(b.link) && void navigate(b.link)}
            >
              <img
                src={imageUrl(b.image, MEDIA_HOST)}
                alt=""
                width={1080}
                height={420}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
              <BannerWords banner={b} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}

function CategoryShortcuts() {
  const { data } = useCategories();
  if (!data) {
    return (
      <div className="shop-shortcuts" style={{ gridTemplateColumns: 'repeat(4, 1fr)' }} aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="shop-shortcut">
            <span className="shop-cat-icon shop-shimmer" style={{ width: 48, height: 48 }} />
            <span className="shop-shimmer shop-shimmer--label" />
          </div>
        ))}
      </div>
    );
  }
  if (data.length === 0) return null;
  const columns = data.length > 10 ? undefined : Math.min(5, Math.ceil(data.length / 2));
  return (
    <nav
      className={columns ? 'shop-shortcuts' : 'shop-shortcuts shop-shortcuts--scroll'}
      style={columns ? { gridTemplateColumns: `repeat(${columns}, 1fr)` } : undefined}
      data-testid="home-categories"
    >
      {data.map((c) => (
        <Link key={c.id} to={`/mall/category?c=${c.id}`} className="shop-shortcut">
          <CategoryIcon id={c.id} name={c.name} icon={c.icon} />
          <span className="shop-shortcut__name" dir="auto">
            {c.name}
          </span>
        </Link>
      ))}
    </nav>
  );
}

function Block({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="shop-block">
      <div className="shop-block__head">
        <h2 className="shop-block__title">{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** A row of product tiles that scrolls sideways. */
export function ProductRow({ items }: { items: GoodsCard[] | undefined }) {
  return (
    <div className="shop-row">
      {items
        ? items.map((g) => <ProductCard key={g.id} goods={g} compact />)
        : Array.from({ length: 4 }, (_, i) => <ProductCardSkeleton key={i} compact />)}
    </div>
  );
}

/** Marketplace home: banners, categories, suggestions, store sections, then the endless feed. */
export function HomeScreen() {
  const { t } = useTranslation('catalog');
  const client = useQueryClient();
  const home = useHome();
  const categories = useCategories();
  const pullTexts = usePullTexts();

  const refresh = async () => {
    await Promise.all([
      home.refetch(),
      categories.refetch(),
      client.resetQueries({ queryKey: catalogKeys.goods(RECOMMENDED) }),
    ]);
  };

  const data = home.data;
  return (
    <div className="shop-home">
      <HomeTopBar />
      <PullToRefresh onRefresh={refresh} {...pullTexts}>
        <div className="shop-home__hero">
          <Banners banners={data?.banners ?? (home.isError ? [] : undefined)} />
          <CategoryShortcuts />
        </div>
        <CampaignBanner />
        {(data === undefined || data.suggested.length > 0) && (
          <Block title={t('home.suggested')}>
            <ProductRow items={data?.suggested} />
          </Block>
        )}
        {data?.sections.map((section, i) => {
          const block = (
            <Block
              key={section.id}
              title={section.title}
              extra={
                <Link to={`/mall/store/${section.storeId}`} className="shop-block__link">
                  {section.storeName}
                  <RightOutline className="flip-rtl" />
                </Link>
              }
            >
              <ProductRow items={section.goods} />
            </Block>
          );
          // The first sections are in view at once; the rest mount as the reader scrolls to them.
          return i < EAGER_SECTIONS ? (
            block
          ) : (
            <LazyMount key={section.id} minHeight={SECTION_HEIGHT}>
              {block}
            </LazyMount>
          );
        })}
        {/* The feed waits for the sections above it, so they do not push it down once it is in view. */}
        {!home.isPending && (
          <LazyMount minHeight={FEED_HEIGHT}>
            <section className="shop-feed">
              <h2 className="shop-feed__title">
                <span>{t('home.recommended')}</span>
              </h2>
              <ProductGrid
                filter={RECOMMENDED}
                empty={
                  <EmptyState
                    title={t('home.emptyTitle')}
                    text={t('home.emptyText')}
                    action={t('action.refresh')}
                    onAction={() => void refresh()}
                  />
                }
              />
            </section>
          </LazyMount>
        )}
      </PullToRefresh>
    </div>
  );
}
