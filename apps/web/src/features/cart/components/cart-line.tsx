import { useEffect, useRef, useState } from 'react';
import { Checkbox, Stepper, SwipeAction, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { discountPercent, imageUrl, type CartLine as Line } from '@app/contract';
import { DualPrice } from '#web/features/wallet';
import { MEDIA_HOST } from '#web/config/app';
import { quantityNote } from '#web/features/cart/lib/visitor-cart';

/** Shows each step at once and sends the quantity after the taps settle, so fast taps make one call. */
function useSettledQuantity(value: number, commit: (quantity: number) => Promise<unknown> | void) {
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!timer.current) setShown(value);
  }, [value]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const change = (next: number) => {
    setShown(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void Promise.resolve(commit(next)).catch(() => setShown(value));
    }, 350);
  };
  return [shown, change] as const;
}

interface Props {
  line: Line;
  checked: boolean;
  /** Unavailable lines can only be ticked to delete them. */
  editing: boolean;
  onToggle: () => void;
  onQuantity: (quantity: number) => Promise<unknown> | void;
  onDelete: () => void;
  onOpen: () => void;
}

export function CartLineItem({ line, checked, editing, onToggle, onQuantity, onDelete, onOpen }: Props) {
  const { t, i18n } = useTranslation('cart');
  const [quantity, setQuantity] = useSettledQuantity(line.quantity, onQuantity);
  const note = quantityNote(line);
  const discount = discountPercent(line.price, line.originalPrice);
  const rtl = i18n.dir() === 'rtl';
  const actions = [{ key: 'delete', text: t('cart.delete'), color: 'danger' as const, onClick: onDelete }];
  return (
    <SwipeAction
      className="cart-line__swipe"
      {...(rtl ? { leftActions: actions } : { rightActions: actions })}
    >
      <div
        className={line.available ? 'cart-line' : 'cart-line cart-line--off'}
        data-testid="cart-line"
        data-sku={line.skuId}
      >
        <Checkbox
          className="cart-line__check"
          checked={checked}
          disabled={!line.available && !editing}
          onChange={onToggle}
          aria-label={line.title}
        />
        <button type="button" className="cart-line__thumb" onClick={onOpen}>
          <img src={imageUrl(line.image, MEDIA_HOST)} alt="" loading="lazy" decoding="async" />
          {!line.available && <span className="cart-line__off">{t('cart.unavailable')}</span>}
        </button>
        <div className="cart-line__body">
          <button type="button" className="cart-line__title" onClick={onOpen} dir="auto">
            {line.title}
          </button>
          {line.skuName && (
            <span className="cart-line__sku" dir="auto">
              {line.skuName}
            </span>
          )}
          <div className="cart-line__foot">
            <div className="cart-line__prices">
              <DualPrice minor={line.price} className="cart-price" />
              {discount && line.available && (
                <>
                  <DualPrice minor={line.originalPrice} className="cart-price-was" strike />
                  <Tag color="primary" fill="outline" className="cart-line__discount">
                    <bdi dir="ltr">-{discount}%</bdi>
                  </Tag>
                </>
              )}
            </div>
            {line.available ? (
              <Stepper
                className="cart-line__stepper"
                min={1}
                max={Math.max(1, line.maxQuantity)}
                digits={0}
                value={quantity}
                onChange={(value) => setQuantity(value)}
                aria-label={t('cart.quantity')}
                data-testid="cart-stepper"
              />
            ) : (
              <bdi dir="ltr" className="cart-line__qty">
                ×{line.quantity}
              </bdi>
            )}
          </div>
          {note && (
            <span
              className={
                note.kind === 'lowStock' ? 'cart-line__note' : 'cart-line__note cart-line__note--warn'
              }
            >
              {t(`cart.note.${note.kind}`, { count: note.count })}
            </span>
          )}
        </div>
      </div>
    </SwipeAction>
  );
}
