import { Button, Popup, Stepper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney, imageUrl, type GoodsInfo, type GoodsSku } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { useLocale } from '#web/features/catalog/hooks/use-locale';
import { maxOrderQuantity, remainingAllowance } from '#web/features/catalog/lib/product-rules';
import { OriginalPrice, Price } from './price';

/** What opened the sheet: the spec row (both actions), or one of the two buttons. */
export type SpecIntent = 'select' | 'cart' | 'buy';

interface Props {
  info: GoodsInfo;
  intent: SpecIntent | null;
  sku: GoodsSku | null;
  quantity: number;
  busy: boolean;
  onSku: (sku: GoodsSku) => void;
  onQuantity: (quantity: number) => void;
  onClose: () => void;
  onAdd: () => void;
  onBuy: () => void;
}

/** Bottom sheet: specification chips with their prices, the quantity, then add or buy. */
export function SpecSheet({
  info,
  intent,
  sku,
  quantity,
  busy,
  onSku,
  onQuantity,
  onClose,
  onAdd,
  onBuy,
}: Props) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const allowance = remainingAllowance(info);
  const cap = sku ? maxOrderQuantity(sku.stock, info) : 0;
  const limitReached = allowance <= 0;
  const ready = sku !== null && cap > 0 && !busy;
  const label = (action: 'cart' | 'buy') =>
    limitReached ? t('spec.limitReached') : t(action === 'cart' ? 'action.addToCart' : 'action.buyNow');

  return (
    <Popup
      visible={intent !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="shop-sheet shop-spec"
      showCloseButton
    >
      <div className="shop-spec__head">
        <img
          className="shop-spec__thumb"
          src={imageUrl(info.images[0], MEDIA_HOST)}
          alt=""
          width={96}
          height={96}
        />
        <div className="shop-spec__summary">
          <div className="shop-spec__price">
            <Price minor={sku?.price ?? info.price} size="lg" />
            <OriginalPrice
              price={sku?.price ?? info.price}
              originalPrice={sku?.originalPrice ?? info.originalPrice}
            />
          </div>
          <p className="shop-muted">{t('spec.stock', { count: sku ? sku.stock : info.stock })}</p>
          <p className={sku ? 'shop-spec__chosen' : 'shop-spec__chosen is-empty'}>
            {sku ? t('spec.selected', { name: sku.name }) : t('spec.choose')}
          </p>
        </div>
      </div>
      <div className="shop-sheet__body">
        <p className="shop-sheet__label">{t('spec.title')}</p>
        <div className="shop-spec__options" role="radiogroup" aria-label={t('spec.title')}>
          {info.skus.map((s) => {
            const soldOut = s.stock <= 0;
            const active = s.id === sku?.id;
            return (
              <button
                key={s.id}
                type="button"
                role="radio"
                aria-checked={active}
                disabled={soldOut}
                className={`shop-spec__option${active ? ' is-active' : ''}${soldOut ? ' is-soldout' : ''}`}
                onClick={() => onSku(s)}
                data-testid="sku-option"
              >
                <span className="shop-spec__name" dir="auto">
                  {s.name}
                </span>
                <bdi dir="ltr" className="shop-spec__option-price">
                  {formatMoney(s.price, locale)}
                </bdi>
                {soldOut && <span className="shop-spec__soldout">{t('spec.soldOut')}</span>}
              </button>
            );
          })}
        </div>
        <div className="shop-spec__qty">
          <div>
            <p className="shop-sheet__label">{t('spec.quantity')}</p>
            {info.maxPerCustomer > 0 && (
              <p className={limitReached ? 'shop-spec__limit is-reached' : 'shop-spec__limit'}>
                {t('spec.limit', { max: info.maxPerCustomer, left: Math.max(0, allowance) })}
              </p>
            )}
          </div>
          <Stepper
            min={1}
            max={Math.max(1, cap)}
            digits={0}
            value={cap > 0 ? quantity : 1}
            onChange={(v) => onQuantity(v ?? 1)}
            disabled={cap <= 0}
            inputReadOnly={false}
            data-testid="quantity"
          />
        </div>
      </div>
      <div className="shop-sheet__actions">
        {intent !== 'buy' && (
          <Button
            shape="rounded"
            className="shop-btn-cart"
            disabled={!ready}
            loading={busy}
            onClick={onAdd}
            data-testid="sheet-add"
          >
            {label('cart')}
          </Button>
        )}
        {intent !== 'cart' && (
          <Button shape="rounded" color="primary" disabled={!ready} onClick={onBuy} data-testid="sheet-buy">
            {label('buy')}
          </Button>
        )}
      </div>
    </Popup>
  );
}
