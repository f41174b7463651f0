import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Dialog, Input, Popup, SearchBar, Switch, type SearchBarRef } from 'antd-mobile';
import { DeleteOutline, FilterOutline, FireFill, LeftOutline, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { WALLET_CURRENCY, type GoodsSort } from '@app/contract';
import { localStore, useLocal } from '#web/lib/storage';
import { addSearch, readHistory } from '#web/features/catalog/lib/search-history';
import { parseSort, priceRange, priceToMinor } from '#web/features/catalog/lib/list-params';
import { ProductGrid } from './product-grid';
import { Trending } from './trending';
import { SortBar } from './sort-bar';
import { EmptyState } from './states';

/** Fixed suggestions; the words themselves are translated. */
const POPULAR = ['earbuds', 'dress', 'lamp', 'sneakers', 'serum', 'backpack', 'watch', 'yoga'] as const;

interface Filters {
  min: string;
  max: string;
  free: boolean;
}

function FilterForm({ value, onApply }: { value: Filters; onApply: (f: Filters) => void }) {
  const { t } = useTranslation('catalog');
  const [draft, setDraft] = useState(value);
  const minBad = priceToMinor(draft.min) === null;
  const maxBad = priceToMinor(draft.max) === null;
  return (
    <>
      <div className="shop-sheet__head">{t('filter.title')}</div>
      <div className="shop-sheet__body">
        <p className="shop-sheet__label">{t('filter.price', { currency: WALLET_CURRENCY })}</p>
        <div className="shop-price-range">
          <Input
            className={minBad ? 'shop-input is-invalid' : 'shop-input'}
            inputMode="decimal"
            placeholder={t('filter.min')}
            value={draft.min}
            onChange={(min) => setDraft((d) => ({ ...d, min }))}
            aria-label={t('filter.min')}
            data-testid="filter-min"
          />
          <span className="shop-price-range__dash">–</span>
          <Input
            className={maxBad ? 'shop-input is-invalid' : 'shop-input'}
            inputMode="decimal"
            placeholder={t('filter.max')}
            value={draft.max}
            onChange={(max) => setDraft((d) => ({ ...d, max }))}
            aria-label={t('filter.max')}
            data-testid="filter-max"
          />
        </div>
        {(minBad || maxBad) && <p className="shop-field-error">{t('filter.invalidPrice')}</p>}
        <label className="shop-switch-row">
          <span>
            <span className="shop-switch-row__title">{t('filter.freeShipping')}</span>
            <span className="shop-switch-row__text">{t('filter.freeShippingText')}</span>
          </span>
          <Switch checked={draft.free} onChange={(free) => setDraft((d) => ({ ...d, free }))} />
        </label>
      </div>
      <div className="shop-sheet__actions">
        <Button shape="rounded" onClick={() => setDraft({ min: '', max: '', free: false })}>
          {t('filter.reset')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          disabled={minBad || maxBad}
          onClick={() => onApply(draft)}
          data-testid="filter-apply"
        >
          {t('filter.apply')}
        </Button>
      </div>
    </>
  );
}

/** Price range (typed in currency units, sent in cents) and free shipping only. */
function FilterSheet({
  visible,
  value,
  onClose,
  onApply,
}: {
  visible: boolean;
  value: Filters;
  onClose: () => void;
  onApply: (f: Filters) => void;
}) {
  // destroyOnClose: every opening starts from the filters in the URL.
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="shop-sheet"
      showCloseButton
      destroyOnClose
    >
      <FilterForm value={value} onApply={onApply} />
    </Popup>
  );
}

function PopularChips({ onPick }: { onPick: (word: string) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="shop-chips">
      {POPULAR.map((key) => (
        <button
          key={key}
          type="button"
          className="shop-chip shop-chip--hot"
          onClick={() => onPick(t(`popular.${key}`))}
        >
          {t(`popular.${key}`)}
        </button>
      ))}
    </div>
  );
}

function Suggestions({ onPick }: { onPick: (word: string) => void }) {
  const { t } = useTranslation('catalog');
  const history = readHistory(useLocal((s) => s.searchCache));
  const clear = async () => {
    const ok = await Dialog.confirm({
      content: t('search.clearConfirm'),
      confirmText: t('search.clear'),
      cancelText: t('action.cancel'),
    });
    if (ok) localStore.setState({ searchCache: [] });
  };
  return (
    <div className="shop-suggest">
      {history.length > 0 && (
        <section className="shop-suggest__block" data-testid="search-history">
          <div className="shop-suggest__head">
            <h2>{t('search.recent')}</h2>
            <button type="button" className="shop-suggest__clear" onClick={() => void clear()}>
              <DeleteOutline /> {t('search.clear')}
            </button>
          </div>
          <div className="shop-chips">
            {history.map((word) => (
              <button key={word} type="button" className="shop-chip" onClick={() => onPick(word)}>
                {word}
              </button>
            ))}
          </div>
        </section>
      )}
      <section className="shop-suggest__block" data-testid="search-popular">
        <div className="shop-suggest__head">
          <h2>
            <FireFill className="shop-suggest__fire" /> {t('search.popular')}
          </h2>
        </div>
        <PopularChips onPick={onPick} />
      </section>
    </div>
  );
}

/** Search: recent and popular words before searching; sorted, filtered results after. */
export function SearchScreen() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const sort = parseSort(params.get('sort'));
  const filters: Filters = {
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
    free: params.get('free') === '1',
  };
  const [text, setText] = useState(keyword);
  const [sheet, setSheet] = useState(false);
  const input = useRef<SearchBarRef>(null);

  useEffect(() => setText(keyword), [keyword]);

  const search = (word: string) => {
    const value = word.trim();
    if (!value) return;
    localStore.setState((s) => ({ searchCache: addSearch(readHistory(s.searchCache), value) }));
    input.current?.blur();
    // A new search keeps the chosen filters out of the way: only the word goes in the URL.
    void navigate(`/mall/search?keyword=${encodeURIComponent(value)}`, { replace: keyword !== '' });
  };
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const setSort = (value: GoodsSort) => update({ sort: value === 'recommended' ? null : value });
  const filtered = filters.free || filters.min !== '' || filters.max !== '';
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate('/mall'));
  };

  return (
    <div className="shop-search">
      <header className="shop-topbar shop-topbar--plain shop-search__bar">
        <button type="button" className="shop-icon-button" aria-label={t('action.back')} onClick={goBack}>
          <LeftOutline className="flip-rtl" />
        </button>
        <div className="shop-search__form" role="search">
          <SearchBar
            ref={input}
            value={text}
            onChange={setText}
            onSearch={search}
            onClear={() => keyword && void navigate('/mall/search', { replace: true })}
            placeholder={t('search.placeholder')}
            icon={<SearchOutline />}
            style={{ '--border-radius': '18px', '--height': '36px' }}
            autoFocus={!keyword}
            maxLength={100}
            data-testid="search-input"
          />
        </div>
        <button
          type="button"
          className="shop-search__go"
          onClick={() => search(text)}
          disabled={!text.trim()}
          data-testid="search-submit"
        >
          {t('search.submit')}
        </button>
      </header>
      {!keyword ? (
        <>
          <Suggestions onPick={search} />
          <Trending title={t('search.trending')} />
        </>
      ) : (
        <>
          <SortBar
            value={sort}
            onChange={setSort}
            sticky
            extra={
              <button
                type="button"
                className={
                  filtered
                    ? 'shop-sortbar__item shop-sortbar__filter is-active'
                    : 'shop-sortbar__item shop-sortbar__filter'
                }
                onClick={() => setSheet(true)}
                data-testid="filter-open"
              >
                <FilterOutline /> {t('filter.button')}
              </button>
            }
          />
          <ProductGrid
            key={`${keyword}|${sort}|${filters.min}|${filters.max}|${filters.free}`}
            filter={{
              keyword,
              sort,
              ...priceRange(filters.min, filters.max),
              ...(filters.free ? { freeShipping: true } : {}),
            }}
            empty={
              <>
                <EmptyState
                  title={t('search.noResults', { keyword })}
                  text={filtered ? t('search.noResultsFiltered') : t('search.noResultsText')}
                  action={filtered ? t('filter.clear') : undefined}
                  onAction={filtered ? () => update({ min: null, max: null, free: null }) : undefined}
                  testId="search-empty"
                />
                {!filtered && (
                  <div className="shop-suggest shop-suggest--inline">
                    <PopularChips onPick={search} />
                  </div>
                )}
                <Trending title={t('search.trending')} />
              </>
            }
          />
          <FilterSheet
            visible={sheet}
            value={filters}
            onClose={() => setSheet(false)}
            onApply={(f) => {
              setSheet(false);
              update({ min: f.min.trim() || null, max: f.max.trim() || null, free: f.free ? '1' : null });
            }}
          />
        </>
      )}
    </div>
  );
}
