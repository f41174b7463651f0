import { Checkbox, Image, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { imageUrl, type PromotionItem } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { MEDIA_HOST } from '#web/config/app';
import { formatDateTime } from '#web/features/orders';
import { formatPoints } from './points-text';

const STATE_COLOR = { promoting: 'success', scheduled: 'primary', ended: 'default' } as const;

/** One promotion: the product, its discount and prices, the window, what it cost; a checkbox to renew it. */
export function PromotionCard({
  item,
  selectable,
  selected,
  onToggle,
}: {
  item: PromotionItem;
  selectable: boolean;
  selected: boolean;
  onToggle: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('promotion');
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const body = (
    <div className="promo-item__body">
      <Image
        src={imageUrl(item.image, MEDIA_HOST)}
        width={72}
        height={72}
        fit="cover"
        className="promo-item__img"
        lazy
      />
      <div className="promo-item__info">
        <p className="promo-item__title" dir="auto">
          {item.title}
        </p>
        <div className="promo-item__prices">
          <span dir="ltr" className="promo-item__off">
            {t('card.off', { percent: item.discountPercent })}
          </span>
          <MoneyText minor={item.promotedPrice} className="promo-item__price" />
          <MoneyText minor={item.price} strike className="promo-item__was" />
        </div>
        <p className="promo-item__window">
          <time dateTime={item.startsAt}>{when(item.startsAt)}</time>
          {' – '}
          <time dateTime={item.endsAt}>{when(item.endsAt)}</time>
        </p>
        <div className="promo-item__meta">
          <Tag color={STATE_COLOR[item.state]} fill="outline">
            {t(`tab.${item.state}`)}
          </Tag>
          <span>{t(`duration.${item.duration}`)}</span>
          <span>{t('card.spent', { points: formatPoints(item.pointsSpent, i18n.language) })}</span>
          {item.renewals > 0 && <span>{t('card.renewals', { n: item.renewals })}</span>}
        </div>
      </div>
    </div>
  );
  return (
    <div className="promo-item" data-testid="promotion-card" data-goods={item.goodsId}>
      {selectable ? (
        <Checkbox
          className="promo-item__check"
          checked={selected}
          onChange={() => onToggle(item.id)}
          data-testid={`promotion-select-${item.id}`}
        >
          {body}
        </Checkbox>
      ) : (
        body
      )}
    </div>
  );
}
