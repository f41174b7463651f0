import { List, Switch, Toast } from 'antd-mobile';
import {
  FileOutline,
  GiftOutline,
  KeyOutline,
  LockOutline,
  PicturesOutline,
  ShopbagOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { MyStoreData } from '@app/contract';
import { MenuList } from '#web/components/menu-list';
import { SELLER_PATHS, StatusNotice, settingsOf, useSaveStoreSettings } from '#web/features/seller/center';

/** The order notification: stored with the store; the server mails the owner when a buyer pays. */
function NotifySwitch({ store }: { store: MyStoreData }) {
  const { t } = useTranslation('seller');
  const save = useSaveStoreSettings();
  const toggle = async (on: boolean) => {
    try {
      await save.mutateAsync({ ...settingsOf(store), notifyOrders: on });
      Toast.show({ icon: 'success', content: t('center.settings.saved') });
    } catch {
      // The request helper has shown the reason.
    }
  };
  return (
    <List className="menu-list" header={t('center.settings.notifyHeader')}>
      <List.Item
        description={t('center.settings.notifyHint')}
        extra={
          <Switch
            checked={store.notifyOrders}
            loading={save.isPending}
            disabled={store.readOnly}
            onChange={(on) => void toggle(on)}
            aria-label={t('center.settings.notify')}
            data-testid="notify-orders"
          />
        }
      >
        {t('center.settings.notify')}
      </List.Item>
    </List>
  );
}

/** `/seller/settings`: business info, order notification, security, the store's pages and the level table. */
export function SettingsMenu({ store }: { store: MyStoreData }) {
  const { t } = useTranslation('seller');
  return (
    <div className="seller-settings">
      {store.readOnly ? <StatusNotice store={store} /> : null}
      <MenuList
        header={t('center.settings.storeHeader')}
        items={[
          {
            key: 'business',
            icon: <ShopbagOutline />,
            title: t('center.settings.business'),
            to: SELLER_PATHS.business,
            extra: <bdi>{store.name}</bdi>,
          },
          {
            key: 'decoration',
            icon: <PicturesOutline />,
            title: t('decoration:menu'),
            to: SELLER_PATHS.decoration,
          },
        ]}
      />
      <NotifySwitch store={store} />
      <MenuList
        header={t('center.settings.securityHeader')}
        items={[
          {
            key: 'password',
            icon: <LockOutline />,
            title: t('center.settings.password'),
            to: '/me/password',
          },
          {
            key: 'trade',
            icon: <KeyOutline />,
            title: t('center.settings.tradePassword'),
            to: '/me/trade-password',
          },
        ]}
      />
      <MenuList
        header={t('center.settings.aboutHeader')}
        items={[
          {
            key: 'levels',
            icon: <UnorderedListOutline />,
            title: t('center.settings.levels'),
            to: SELLER_PATHS.levels,
          },
          {
            key: 'benefits',
            icon: <GiftOutline />,
            title: t('center.settings.benefits'),
            to: SELLER_PATHS.benefits,
          },
          { key: 'rules', icon: <FileOutline />, title: t('center.settings.rules'), to: SELLER_PATHS.rules },
        ]}
      />
    </div>
  );
}
