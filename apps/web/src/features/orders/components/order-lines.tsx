import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { imageUrl, type OrderLineView } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { MEDIA_HOST } from '#web/config/app';

type Line = Omit<OrderLineView, 'id' | 'commented'> & Partial<Pick<OrderLineView, 'id' | 'commented'>>;

/** An order's or a checkout's line: image, title, specification, price and quantity. */
export function OrderLineRow({
  line,
  onOpen,
  onReview,
}: {
  line: Line;
  onOpen?: () => void;
  /** Shown on a completed order's line the buyer has not reviewed. */
  onReview?: () => void;
}) {
  const { t } = useTranslation('order');
  return (
    <div className="order-line" data-testid="order-line">
      <button type="button" className="order-line__thumb" onClick={onOpen} tabIndex={onOpen ? 0 : -1}>
        <img src={imageUrl(line.image, MEDIA_HOST)} alt="" loading="lazy" decoding="async" />
      </button>
      <div className="order-line__body">
        <span className="order-line__title" dir="auto">
          {line.title}
        </span>
        {line.skuName && (
          <span className="order-line__sku" dir="auto">
            {line.skuName}
          </span>
        )}
        {onReview ? (
          <Button
            size="mini"
            shape="rounded"
            color="primary"
            fill="outline"
            className="order-line__review"
            onClick={(e) => {
              e.stopPropagation();
              onReview();
            }}
            data-testid="line-review"
          >
            {t('order.action.review')}
          </Button>
        ) : (
          line.commented && (
            <Tag fill="outline" className="order-line__reviewed">
              {t('order.reviewed')}
            </Tag>
          )
        )}
      </div>
      <div className="order-line__side">
        <MoneyText minor={line.price} className="order-line__price" />
        <bdi dir="ltr" className="order-line__qty">
          ×{line.quantity}
        </bdi>
      </div>
    </div>
  );
}
