import { useState } from 'react';
import {
  Button,
  Checkbox,
  ErrorBlock,
  Image,
  InfiniteScroll,
  Popup,
  SearchBar,
  Skeleton,
  Slider,
  Stepper,
  Switch,
  Tag,
  Toast,
} from 'antd-mobile';
import { AppstoreOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  WAREHOUSE_TAKE_MAX,
  imageUrl,
  markedUpPrice,
  type MyStoreData,
  type WarehouseGoods,
  type WarehouseTerms,
} from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { MEDIA_HOST } from '#web/config/app';
import { currentLocale } from '#web/lib/i18n';
import { StatusNotice } from '#web/features/seller/center';
import { percentOf } from '#web/features/seller/center/lib';
import {
  useAddFromWarehouse,
  useGoodsCategories,
  useWarehouseGoods,
  useWarehouseTerms,
} from '#web/features/seller/products/api/products';
import { SELLER_PRODUCT_PATHS } from '#web/features/seller/products/paths';

/** Stock a listing takes of each specification unless the seller says otherwise. */
export const DEFAULT_TAKE = 20;

/** The lowest and highest price a warehouse product gets at `markupBps` over its specifications' costs. */
export function priceRange(goods: Pick<WarehouseGoods, 'skus' | 'wholesaleCost'>, markupBps: number) {
  const costs = goods.skus.length ? goods.skus.map((s) => s.wholesaleCost) : [goods.wholesaleCost];
  return [
    markedUpPrice(Math.min(...costs), markupBps),
    markedUpPrice(Math.max(...costs), markupBps),
  ] as const;
}

function Range({ goods, markupBps }: { goods: WarehouseGoods; markupBps: number }) {
  const [low, high] = priceRange(goods, markupBps);
  return low === high ? (
    <MoneyText minor={low} />
  ) : (
    <span className="wh-range">
      <MoneyText minor={low} /> – <MoneyText minor={high} />
    </span>
  );
}

function WarehouseRow({
  goods,
  selected,
  onToggle,
  canSelect,
}: {
  goods: WarehouseGoods;
  selected: boolean;
  onToggle: (g: WarehouseGoods) => void;
  canSelect: boolean;
}) {
  const { t } = useTranslation('seller');
  const listed = goods.listedAs !== null;
  const selectable = canSelect && !listed && goods.stock > 0;
  return (
    <article
      className={`sp-row wh-row${selected ? ' sp-row--selected' : ''}${listed ? ' wh-row--listed' : ''}`}
      data-testid="wh-row"
      data-id={goods.id}
      data-listed={listed || undefined}
      onClick={selectable ? () => onToggle(goods) : undefined}
    >
      <div className="sp-row__main">
        {canSelect ? (
          <Checkbox
            className="sp-row__check"
            checked={selected}
            disabled={!selectable}
            onChange={() => onToggle(goods)}
            onClick={(e) => e.stopPropagation()}
            aria-label={goods.title}
            data-testid="wh-row-check"
          />
        ) : null}
        <Image
          className="sp-row__image"
          src={imageUrl(goods.image, MEDIA_HOST)}
          width={76}
          height={76}
          fit="cover"
          lazy
          alt=""
        />
        <div className="sp-row__body">
          <h3 className="sp-row__title" data-testid="wh-row-title">
            {goods.title}
          </h3>
          <div className="sp-tags">
            {listed ? (
              <Tag color="success" fill="solid" data-testid="wh-listed">
                {t('warehouse.listed')}
              </Tag>
            ) : null}
            {goods.stock === 0 ? (
              <Tag color="danger" fill="outline">
                {t('products.filter.out_of_stock')}
              </Tag>
            ) : null}
            <span className="wh-row__category">{goods.categoryName}</span>
          </div>
          <div className="sp-row__price">
            <span className="wh-row__label">
              {goods.skus.length > 1 ? t('warehouse.costFrom') : t('warehouse.cost')}
            </span>
            <MoneyText minor={goods.wholesaleCost} className="sp-row__amount" />
          </div>
          <div className="sp-row__figures">
            <span>{t('warehouse.stock', { value: goods.stock.toLocaleString(currentLocale()) })}</span>
            <span>{t('warehouse.specs', { count: goods.skus.length })}</span>
          </div>
        </div>
      </div>
    </article>
  );
}

/** The sheet that lists the picked products: markup within the level's margin, stock to take, on sale. */
function AddSheet({
  visible,
  onClose,
  picked,
  terms,
}: {
  visible: boolean;
  onClose: () => void;
  picked: WarehouseGoods[];
  terms: WarehouseTerms;
}) {
  const { t, i18n } = useTranslation('seller');
  const navigate = useNavigate();
  const locale = currentLocale();
  const add = useAddFromWarehouse();
  const [markupBps, setMarkup] = useState(Math.min(terms.marginBps, 1_000));
  const [stock, setStock] = useState(DEFAULT_TAKE);
  const [onSale, setOnSale] = useState(true);
  const room = Math.max(0, terms.limit - terms.used);
  const step = terms.marginBps >= 1_000 ? 100 : 10;

  const confirm = async () => {
    try {
      const { count } = await add.mutateAsync({ ids: picked.map((g) => g.id), markupBps, stock, onSale });
      Toast.show({ icon: 'success', content: t('warehouse.added', { count }) });
      onClose();
      void navigate(SELLER_PRODUCT_PATHS.list(), { replace: true });
    } catch {
      // The request helper has shown the server's reason.
    }
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="wh-sheet"
      destroyOnClose
      data-testid="wh-sheet"
    >
      <header className="wh-sheet__head">
        <h2>{t('warehouse.sheet.title', { count: picked.length })}</h2>
        <p>
          {t('warehouse.sheet.margin', { level: terms.level })}{' '}
          <bdi dir="ltr">{percentOf(terms.marginBps, locale)}</bdi>
        </p>
      </header>
      <section className="wh-sheet__field">
        <div className="wh-sheet__label">
          <span>{t('warehouse.sheet.markup')}</span>
          <bdi dir="ltr" className="wh-sheet__value" data-testid="wh-markup-value">
            {percentOf(markupBps, locale)}
          </bdi>
        </div>
        {/* The slider reads drags from the left edge: it and its ends stay left-to-right in RTL too. */}
        <div dir="ltr">
          <Slider
            min={0}
            max={terms.marginBps}
            step={step}
            value={markupBps}
            onChange={(v) => setMarkup(Array.isArray(v) ? (v[0] ?? 0) : v)}
            data-testid="wh-markup"
          />
          <div className="wh-sheet__steps">
            <Button size="mini" shape="rounded" onClick={() => setMarkup(0)} data-testid="wh-markup-min">
              <bdi dir="ltr">{percentOf(0, locale)}</bdi>
            </Button>
            <Button
              size="mini"
              shape="rounded"
              onClick={() => setMarkup(terms.marginBps)}
              data-testid="wh-markup-max"
            >
              <span dir={i18n.dir()}>
                {t('warehouse.sheet.max')} <bdi dir="ltr">{percentOf(terms.marginBps, locale)}</bdi>
              </span>
            </Button>
          </div>
        </div>
      </section>
      <section className="wh-sheet__prices" data-testid="wh-prices">
        <h3>{t('warehouse.sheet.prices')}</h3>
        <ul>
          {picked.map((g) => (
            <li key={g.id}>
              <span className="wh-sheet__title">{g.title}</span>
              <Range goods={g} markupBps={markupBps} />
            </li>
          ))}
        </ul>
      </section>
      <section className="wh-sheet__field wh-sheet__row">
        <div>
          <span>{t('warehouse.sheet.stock')}</span>
          <p className="wh-sheet__hint">{t('warehouse.sheet.stockHint')}</p>
        </div>
        <Stepper
          min={1}
          max={WAREHOUSE_TAKE_MAX}
          digits={0}
          value={stock}
          onChange={(v) => setStock(v || 1)}
          data-testid="wh-stock"
        />
      </section>
      <section className="wh-sheet__field wh-sheet__row">
        <span>{t('warehouse.sheet.onSale')}</span>
        <Switch checked={onSale} onChange={setOnSale} data-testid="wh-on-sale" />
      </section>
      <p
        className={`wh-sheet__room${picked.length > room ? ' wh-sheet__room--over' : ''}`}
        data-testid="wh-room"
      >
        {t('warehouse.sheet.room', { count: room })}
      </p>
      <div className="wh-sheet__actions">
        <Button shape="rounded" onClick={onClose}>
          {t('common:action.cancel')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          loading={add.isPending}
          onClick={() => void confirm()}
          data-testid="wh-confirm"
        >
          {t('warehouse.sheet.confirm', { count: picked.length })}
        </Button>
      </div>
    </Popup>
  );
}

/**
 * `/seller/warehouse`: the platform warehouse (search, category chips), each product with its
 * wholesale cost and stock; products the store lists already say so and cannot be picked. Picked
 * products are listed through a sheet: markup within the level's margin, stock, on sale.
 */
export function WarehouseScreen({ store }: { store: MyStoreData }) {
  const { t } = useTranslation(['seller', 'validation']);
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [picked, setPicked] = useState<Map<number, WarehouseGoods>>(new Map());
  const [sheet, setSheet] = useState(false);
  const terms = useWarehouseTerms();
  const categories = useGoodsCategories();
  const list = useWarehouseGoods(keyword, categoryId);
  const goods = list.data?.pages.flatMap((p) => p.list) ?? [];
  const readOnly = store.readOnly;

  const toggle = (g: WarehouseGoods) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (next.has(g.id)) next.delete(g.id);
      else next.set(g.id, g);
      return next;
    });

  const open = () => {
    if (picked.size === 0) {
      Toast.show({ content: t('validation:validation.noneSelected'), position: 'center' });
      return;
    }
    setSheet(true);
  };

  return (
    <div className="sp-page wh-page">
      {readOnly ? <StatusNotice store={store} /> : null}
      <div className="sp-search">
        <SearchBar
          placeholder={t('warehouse.search')}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
          data-testid="wh-search"
        />
      </div>
      {terms.data ? (
        <p className="sp-limit" data-testid="wh-terms">
          <span>
            {t('warehouse.terms', { level: terms.data.level })}{' '}
            <bdi dir="ltr">{percentOf(terms.data.marginBps, currentLocale())}</bdi>
          </span>
          <span>
            {t('products.used')}{' '}
            <bdi dir="ltr">
              {terms.data.used.toLocaleString()} / {terms.data.limit.toLocaleString()}
            </bdi>
          </span>
        </p>
      ) : null}
      <div className="wh-chips" role="tablist" data-testid="wh-chips">
        <button
          type="button"
          role="tab"
          aria-selected={categoryId === null}
          className={`wh-chip${categoryId === null ? ' wh-chip--on' : ''}`}
          onClick={() => setCategoryId(null)}
        >
          {t('warehouse.allCategories')}
        </button>
        {(categories.data ?? []).map((c) => (
          <button
            key={c.id}
            type="button"
            role="tab"
            aria-selected={categoryId === c.id}
            className={`wh-chip${categoryId === c.id ? ' wh-chip--on' : ''}`}
            onClick={() => setCategoryId(c.id)}
          >
            {c.name}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <div className="sp-list">
          <Skeleton.Paragraph lineCount={4} animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      ) : list.isError && !goods.length ? (
        <ErrorBlock status="default" title={t('center.loadFailed')} description="" data-testid="wh-error">
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void list.refetch()}>
            {t('common:action.retry')}
          </Button>
        </ErrorBlock>
      ) : goods.length === 0 ? (
        <div className="sp-empty" data-testid="wh-empty">
          <div className="sp-empty__art" aria-hidden>
            <AppstoreOutline />
          </div>
          <h2>{t('warehouse.empty.title')}</h2>
          <p>{keyword || categoryId ? t('warehouse.empty.searchText') : t('warehouse.empty.text')}</p>
        </div>
      ) : (
        <div className="sp-list" data-testid="wh-list">
          {goods.map((g) => (
            <WarehouseRow
              key={g.id}
              goods={g}
              selected={picked.has(g.id)}
              onToggle={toggle}
              canSelect={!readOnly}
            />
          ))}
          <InfiniteScroll
            hasMore={list.hasNextPage}
            loadMore={async () => {
              await list.fetchNextPage();
            }}
          >
            {list.hasNextPage ? <Skeleton.Paragraph lineCount={1} animated /> : t('products.end')}
          </InfiniteScroll>
        </div>
      )}
      {readOnly ? null : (
        <div className="sp-bar" data-testid="wh-bar">
          <div className="sp-bar__select">
            <span className="sp-bar__count" data-testid="wh-selected-count">
              {t('products.selected', { count: picked.size })}
            </span>
            {picked.size > 0 ? (
              <Button size="small" fill="none" onClick={() => setPicked(new Map())} data-testid="wh-clear">
                {t('warehouse.clear')}
              </Button>
            ) : null}
            <div className="sp-bar__batch">
              <Button color="primary" shape="rounded" onClick={open} data-testid="wh-add">
                {t('warehouse.addSelected')}
              </Button>
            </div>
          </div>
        </div>
      )}
      {terms.data ? (
        <AddSheet
          visible={sheet}
          onClose={() => setSheet(false)}
          picked={[...picked.values()]}
          terms={terms.data}
        />
      ) : null}
    </div>
  );
}
