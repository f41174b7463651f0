import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PullToRefresh, SearchBar, Swiper } from 'antd-mobile';
import { ClockCircleOutline, CloseOutline, RightOutline, SearchOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { APP_SHORT_NAME, HOT_WINDOW_DAYS, RANK_WINDOW_DAYS, imageUrl, type VideoCard } from '@app/contract';
import { BannerWords } from '#web/components/banner-words';
import { MEDIA_HOST } from '#web/config/app';
import { localStore, useLocal } from '#web/lib/storage';
import { SponsoredRow } from '#web/features/adv';
import { CampaignBanner } from '#web/features/campaign';
import { useBanners, useDramaRow } from '#web/features/drama/api/lists';
import { addRecentSearch, ranked, readRecentSearches } from '#web/features/drama/lib/lists';
import { PosterCard, PosterSkeleton } from './poster-card';
import { TvEmpty, TvError, usePullTexts } from './states';
import '#web/features/drama/drama.css';
import '#web/features/drama/tv-home.css';

const ROW_SIZE = 10;

function useDebounced(value: string, ms = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function Section({
  title,
  rule,
  more,
  children,
  testId,
}: {
  title: string;
  /** The row's rule in words (the server orders it exactly so). */
  rule: string;
  more?: string;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('drama');
  return (
    <section className="tv-section" data-testid={testId}>
      <div className="tv-section__head">
        <div className="tv-section__titles">
          <h2>{title}</h2>
          <p className="tv-section__rule">{rule}</p>
        </div>
        {more ? (
          <Link to={more} className="tv-section__more">
            {t('home.seeAll')} <RightOutline className="tv-flip" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function Row({
  list,
  pending,
  failed,
  retry,
  rank,
}: {
  list: VideoCard[] | undefined;
  pending: boolean;
  failed: boolean;
  retry: () => void;
  rank?: boolean;
}) {
  const { t } = useTranslation('drama');
  if (failed) {
    return (
      <button type="button" className="tv-row-error" onClick={retry}>
        {t('list.loadFailed')}
      </button>
    );
  }
  if (pending || !list) {
    return (
      <div className="tv-row">
        {Array.from({ length: 4 }, (_, i) => (
          <PosterSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (list.length === 0) return <p className="tv-row-empty">{t('home.nothing')}</p>;
  return (
    <div className={rank ? 'tv-row tv-row--rank' : 'tv-row'}>
      {rank
        ? ranked(list).map(({ rank: r, item }) => <PosterCard key={item.id} drama={item} rank={r} />)
        : list.map((d) => <PosterCard key={d.id} drama={d} />)}
    </div>
  );
}

function Banners() {
  const navigate = useNavigate();
  const banners = useBanners();
  const list = banners.data?.list ?? [];
  // Keep the banner's space while it loads, so the sections below do not jump.
  if (banners.isPending) return <div className="tv-banners" aria-hidden />;
  if (list.length === 0) return null;
  return (
    // Pictures are not text: the swiper keeps its left-to-right track in every language (in Arabic it
    // would otherwise start on its last slide).
    <div className="tv-banners" dir="ltr" data-testid="tv-banners">
      <Swiper autoplay loop indicatorProps={{ color: 'white' }}>
        {list.map((b, i) => (
          <Swiper.Item key={b.id}>
            <button
              type="button"
              className="tv-banner banner-frame"
              aria-label={[b.title, b.subtitle].filter(Boolean).join('. ')}
              onClick={() => {
                if (b.link.startsWith('/')) void navigate(b.link);
                else if (/^https?:\/\//.test(b.link)) window.open(b.link, '_blank', 'noopener');
              }}
            >
              {/* The first banner is the largest thing on the page: fetch it at once. */}
              <img
                src={imageUrl(b.image, MEDIA_HOST)}
                alt=""
                width={1080}
                height={420}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
              <BannerWords banner={b} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}

function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('drama');
  const result = useDramaRow('hot', 30, keyword);
  if (result.isError) return <TvError onRetry={() => void result.refetch()} />;
  if (result.isPending) {
    return (
      <div className="tv-grid">
        {Array.from({ length: 6 }, (_, i) => (
          <PosterSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (result.data.list.length === 0) {
    return (
      <TvEmpty
        icon={<SearchOutline />}
        title={t('search.emptyTitle')}
        text={t('search.emptyText', { keyword })}
        testId="tv-search-empty"
      />
    );
  }
  return (
    <>
      <p className="tv-caption">{t('search.count', { count: result.data.total })}</p>
      <div className="tv-grid" data-testid="tv-search-results">
        {result.data.list.map((d) => (
          <PosterCard key={d.id} drama={d} />
        ))}
      </div>
    </>
  );
}

function remember(word: string) {
  if (!word.trim()) return;
  localStore.setState((s) => ({ searchCache: addRecentSearch(readRecentSearches(s.searchCache), word) }));
}

/** `/tv/index`: search, banners, featured, ranking, hottest and latest. */
export function DramaHomeScreen() {
  const { t } = useTranslation('drama');
  const client = useQueryClient();
  const pullTexts = usePullTexts();
  const [input, setInput] = useState('');
  const [focused, setFocused] = useState(false);
  const keyword = useDebounced(input).trim();
  const recent = readRecentSearches(useLocal((s) => s.searchCache));

  const featured = useDramaRow('featured', ROW_SIZE);
  const rank = useDramaRow('rank', ROW_SIZE);
  const hot = useDramaRow('hot', ROW_SIZE);
  const latest = useDramaRow('latest', ROW_SIZE);

  // A search that was typed and left alone for a moment counts as a search worth remembering.
  useEffect(() => {
    if (!keyword) return;
    const timer = window.setTimeout(() => remember(keyword), 1200);
    return () => window.clearTimeout(timer);
  }, [keyword]);

  const showRecent = focused && !input.trim() && recent.length > 0;

  return (
    <div className="tv-home" data-testid="tv-home">
      <header className="tv-header">
        <div className="tv-header__brand">
          <span className="tv-header__logo" aria-hidden="true">
            ▶
          </span>
          <span className="tv-header__name">{APP_SHORT_NAME}</span>
        </div>
        <SearchBar
          className="tv-search"
          placeholder={t('search.placeholder')}
          value={input}
          onChange={setInput}
          onFocus={() => setFocused(true)}
          onBlur={() => window.setTimeout(() => setFocused(false), 150)}
          onSearch={(v) => remember(v)}
          onClear={() => setInput('')}
          aria-label={t('search.placeholder')}
        />
      </header>

      {showRecent ? (
        <div className="tv-recent" data-testid="tv-recent">
          <div className="tv-recent__head">
            <span>{t('search.recent')}</span>
            <button
              type="button"
              className="tv-recent__clear"
              onClick={() => localStore.setState({ searchCache: [] })}
              aria-label={t('search.clear')}
            >
              <CloseOutline /> {t('search.clear')}
            </button>
          </div>
          <div className="tv-recent__chips">
            {recent.map((w) => (
              <button key={w} type="button" className="tv-chip" onClick={() => setInput(w)}>
                <ClockCircleOutline /> {w}
              </button>
            ))}
          </div>
        </div>
      ) : null}

      {keyword ? (
        <SearchResults keyword={keyword} />
      ) : (
        <PullToRefresh
          onRefresh={async () => void (await client.invalidateQueries({ queryKey: ['drama', 'list'] }))}
          {...pullTexts}
        >
          <Banners />
          <CampaignBanner className="tv-campaign" />
          <Section title={t('home.featured')} rule={t('rows.featured')} testId="tv-featured">
            <Row
              list={featured.data?.list}
              pending={featured.isPending}
              failed={featured.isError}
              retry={() => void featured.refetch()}
            />
          </Section>
          {/* Advertisers' running ads, each marked "Sponsored" (issue 15 part 4). */}
          <SponsoredRow />
          <Section
            title={t('home.ranking')}
            rule={t('rows.ranking', { days: RANK_WINDOW_DAYS })}
            testId="tv-ranking"
          >
            <Row
              list={rank.data?.list}
              pending={rank.isPending}
              failed={rank.isError}
              retry={() => void rank.refetch()}
              rank
            />
          </Section>
          <Section
            title={t('home.hottest')}
            rule={t('rows.hottest', { days: HOT_WINDOW_DAYS })}
            more="/tv/hot"
            testId="tv-hottest"
          >
            <Row
              list={hot.data?.list}
              pending={hot.isPending}
              failed={hot.isError}
              retry={() => void hot.refetch()}
            />
          </Section>
          <Section title={t('home.latest')} rule={t('rows.latest')} more="/tv/latest" testId="tv-latest">
            <Row
              list={latest.data?.list}
              pending={latest.isPending}
              failed={latest.isError}
              retry={() => void latest.refetch()}
            />
          </Section>
        </PullToRefresh>
      )}
    </div>
  );
}
