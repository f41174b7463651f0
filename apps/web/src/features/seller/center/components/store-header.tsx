import { Avatar, ProgressBar, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { imageUrl, type MyStoreData } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { MoneyText } from '#web/components/money-text';
import { levelProgress } from '#web/features/seller/center/lib';

const STATUS_COLOR = {
  normal: 'success',
  exception: 'warning',
  frozen: 'danger',
  disabled: 'default',
} as const;

/** The store's header: logo, name, status, level and the progress to the next level from recorded sales. */
export function StoreHeader({ store, onOpenLevels }: { store: MyStoreData; onOpenLevels: () => void }) {
  const { t } = useTranslation('seller');
  const progress = levelProgress(store);
  return (
    <div className="seller-header" data-testid="seller-header">
      <div className="seller-header__top">
        <Avatar src={imageUrl(store.logo, MEDIA_HOST)} className="seller-header__logo" />
        <div className="seller-header__text">
          <p className="seller-header__name" dir="auto" data-testid="seller-store-name">
            {store.name}
          </p>
          <div className="seller-header__tags">
            <span className="seller-header__level" data-testid="seller-level">
              {t('center.levelBadge', { level: store.level })}
            </span>
            <Tag color={STATUS_COLOR[store.status]} fill="solid" data-testid="seller-status">
              {t(`center.status.${store.status}`)}
            </Tag>
          </div>
        </div>
      </div>
      <button type="button" className="seller-progress" onClick={onOpenLevels} data-testid="seller-progress">
        <div className="seller-progress__row">
          <span>{t('center.completedSales')}</span>
          <MoneyText minor={store.completedSales} className="seller-progress__value" />
        </div>
        <ProgressBar
          percent={progress}
          style={{ '--fill-color': '#fff', '--track-color': 'rgb(255 255 255 / 30%)' }}
        />
        <div className="seller-progress__row seller-progress__row--small">
          {store.nextLevel ? (
            <span>
              {t('center.nextLevelAt', { level: store.nextLevel.level })}{' '}
              <MoneyText minor={store.nextLevel.minSales} />
            </span>
          ) : (
            <span>{t('center.topLevel')}</span>
          )}
        </div>
      </button>
    </div>
  );
}
