import { Button, Checkbox, Image, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { imageUrl, type SellerGoods } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { MEDIA_HOST } from '#web/config/app';
import { currentLocale } from '#web/lib/i18n';
import { isolate } from '#web/features/seller/products/lib/isolate';

export interface RowActions {
  onEdit: (goods: SellerGoods) => void;
  onPin: (goods: SellerGoods) => void;
  onSale: (goods: SellerGoods) => void;
}

/** The tags a product carries in the list: where it stands for a seller at a glance. */
export function GoodsTags({ goods }: { goods: SellerGoods }) {
  const { t } = useTranslation('seller');
  return (
    <div className="sp-tags">
      {goods.pinned ? (
        <Tag color="primary" fill="solid" data-testid="sp-tag-pinned">
          {t('products.tag.pinned')}
        </Tag>
      ) : null}
      {goods.fromWarehouse ? (
        <Tag color="#2f54eb" fill="outline" data-testid="sp-tag-warehouse">
          {t('products.tag.warehouse')}
        </Tag>
      ) : null}
      {goods.review === 'reviewing' ? (
        <Tag color="warning" fill="outline" data-testid="sp-tag-reviewing">
          {t('products.filter.reviewing')}
        </Tag>
      ) : null}
      {goods.review === 'rejected' ? (
        <Tag color="danger" fill="outline" data-testid="sp-tag-rejected">
          {t('products.filter.rejected')}
        </Tag>
      ) : null}
      {goods.review === 'live' ? (
        goods.onSale ? (
          <Tag color="success" fill="outline" data-testid="sp-tag-on-sale">
            {t('products.filter.on_sale')}
          </Tag>
        ) : (
          <Tag color="default" fill="outline" data-testid="sp-tag-off-sale">
            {t('products.filter.off_sale')}
          </Tag>
        )
      ) : null}
      {goods.stock === 0 ? (
        <Tag color="danger" fill="solid" data-testid="sp-tag-out">
          {t('products.filter.out_of_stock')}
        </Tag>
      ) : null}
    </div>
  );
}

/**
 * One of the store's products: image, title, tags, price, stock and sold, and its actions (edit,
 * pin, on / off sale), or a checkbox in select mode.
 */
export function ProductRow({
  goods,
  selecting,
  selected,
  onToggle,
  actions,
  busy,
}: {
  goods: SellerGoods;
  selecting: boolean;
  selected: boolean;
  onToggle: (id: number) => void;
  /** Absent when the store is read-only. */
  actions: RowActions | null;
  busy: boolean;
}) {
  const { t } = useTranslation('seller');
  const locale = currentLocale();
  const n = (v: number) => v.toLocaleString(locale);
  return (
    <article
      className={`sp-row${selected ? ' sp-row--selected' : ''}`}
      data-testid="sp-row"
      data-id={goods.id}
      onClick={selecting ? () => onToggle(goods.id) : undefined}
    >
      <div className="sp-row__main">
        {selecting ? (
          <Checkbox
            className="sp-row__check"
            checked={selected}
            onChange={() => onToggle(goods.id)}
            onClick={(e) => e.stopPropagation()}
            aria-label={goods.title}
            data-testid="sp-row-check"
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
          <h3 className="sp-row__title" data-testid="sp-row-title">
            {goods.title}
          </h3>
          <GoodsTags goods={goods} />
          <div className="sp-row__price">
            <MoneyText minor={goods.price} className="sp-row__amount" />
            {goods.originalPrice > goods.price ? (
              <MoneyText minor={goods.originalPrice} strike className="sp-row__was" />
            ) : null}
          </div>
          <div className="sp-row__figures">
            <span data-testid="sp-row-stock">{t('products.stock', { value: n(goods.stock) })}</span>
            <span>{t('products.sold', { value: n(goods.sold) })}</span>
          </div>
        </div>
      </div>
      {goods.review === 'rejected' && goods.reviewReason ? (
        <p className="sp-row__reason" data-testid="sp-row-reason">
          {t('products.rejectedReason', { reason: isolate(goods.reviewReason) })}
        </p>
      ) : null}
      {actions && !selecting ? (
        <div className="sp-row__actions">
          <Button size="mini" shape="rounded" onClick={() => actions.onEdit(goods)} data-testid="sp-edit">
            {t('products.action.edit')}
          </Button>
          <Button
            size="mini"
            shape="rounded"
            disabled={busy}
            onClick={() => actions.onPin(goods)}
            data-testid="sp-pin"
          >
            {goods.pinned ? t('products.action.unpin') : t('products.action.pin')}
          </Button>
          {goods.review === 'live' ? (
            <Button
              size="mini"
              shape="rounded"
              color={goods.onSale ? 'default' : 'primary'}
              fill={goods.onSale ? 'outline' : 'solid'}
              disabled={busy}
              onClick={() => actions.onSale(goods)}
              data-testid="sp-sale"
            >
              {goods.onSale ? t('products.action.offSale') : t('products.action.onSale')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
