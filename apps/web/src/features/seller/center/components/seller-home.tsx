import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from 'antd-mobile';
import {
  BankcardOutline,
  EyeOutline,
  FileOutline,
  GiftOutline,
  MessageOutline,
  SetOutline,
  ShopbagOutline,
  StarOutline,
  AppOutline,
  UnorderedListOutline,
  UserAddOutline,
  CouponOutline,
  PayCircleOutline,
} from 'antd-mobile-icons';
import type { MyStoreData } from '@app/contract';
import { MenuList } from '#web/components/menu-list';
import { badgeCount, useChatSocket, useUnreadQuery } from '#web/features/chat';
import { LOAN_PATHS, useLoansOffered } from '#web/features/loan';
import { StoreDashboard } from '#web/features/seller/dashboard';
import { SELLER_PATHS } from '#web/features/seller/center/paths';
import { StatusNotice } from './status-notice';
import { StoreGate } from './store-gate';
import { StoreHeader } from './store-header';

function Stats({ store }: { store: MyStoreData }) {
  const { t } = useTranslation('seller');
  const items = [
    { key: 'products', value: store.goodsCount, label: t('center.stats.products') },
    { key: 'sold', value: store.sales, label: t('center.stats.sold') },
    { key: 'followers', value: store.followers, label: t('center.stats.followers') },
  ];
  return (
    <div className="seller-stats" data-testid="seller-stats">
      {items.map((item) => (
        <div key={item.key} className="seller-stats__item">
          <bdi className="seller-stats__value">{item.value.toLocaleString()}</bdi>
          <span className="seller-stats__label">{item.label}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * `/seller` (the "My store" tab): the store's header with level and status, staff's reason when
 * the status is not normal, its figures, and entries only to what the seller center has.
 */
export function SellerHome() {
  return <StoreGate>{(store) => <Home store={store} />}</StoreGate>;
}

function Home({ store }: { store: MyStoreData }) {
  const { t } = useTranslation(['seller', 'chat', 'traffic', 'promotion']);
  const navigate = useNavigate();
  // The store's unread buyer messages, live.
  useChatSocket();
  const unread = useUnreadQuery('store').data ?? 0;
  // Loans only where they are offered (the regulated-feature switch).
  const loans = useLoansOffered();
  return (
    <div className="seller-home">
      <StoreHeader store={store} onOpenLevels={() => void navigate(SELLER_PATHS.levels)} />
      <StatusNotice store={store} />
      <Stats store={store} />
      <StoreDashboard />
      <MenuList
        items={[
          {
            key: 'orders',
            icon: <FileOutline />,
            title: t('orders.route.list'),
            to: SELLER_PATHS.orders,
          },
          {
            key: 'products',
            icon: <AppOutline />,
            title: t('products.route.list'),
            to: SELLER_PATHS.products,
          },
          {
            key: 'reviews',
            icon: <StarOutline />,
            title: t('reviews.route'),
            to: SELLER_PATHS.reviews,
          },
          {
            key: 'vouchers',
            icon: <CouponOutline />,
            title: t('voucher:seller.route'),
            to: SELLER_PATHS.vouchers,
          },
          {
            key: 'promotions',
            icon: <GiftOutline />,
            title: t('promotion:route.list'),
            to: SELLER_PATHS.promotions,
          },
          {
            key: 'chats',
            icon: <MessageOutline />,
            title: t('chat:route.seller.chats'),
            extra:
              unread > 0 ? <Badge content={badgeCount(unread)} data-testid="seller-chat-unread" /> : null,
            to: SELLER_PATHS.chats,
          },
          {
            key: 'traffic',
            icon: <EyeOutline />,
            title: t('traffic:route'),
            to: SELLER_PATHS.traffic,
          },
          {
            key: 'settings',
            icon: <SetOutline />,
            title: t('center.entries.settings'),
            to: SELLER_PATHS.settings,
          },
          {
            key: 'levels',
            icon: <UnorderedListOutline />,
            title: t('center.entries.levels'),
            to: SELLER_PATHS.levels,
          },
          {
            key: 'wallet',
            icon: <BankcardOutline />,
            title: t('center.entries.wallet'),
            to: '/wallet',
          },
          ...(loans
            ? [{ key: 'loans', icon: <PayCircleOutline />, title: t('loan:entry'), to: LOAN_PATHS.home }]
            : []),
          {
            key: 'invite',
            icon: <UserAddOutline />,
            title: t('invite:route.invite'),
            to: SELLER_PATHS.invite,
          },
          ...(store.status === 'normal' || store.status === 'exception'
            ? [
                {
                  key: 'page',
                  icon: <ShopbagOutline />,
                  title: t('center.entries.storePage'),
                  to: `/mall/store/${store.id}`,
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
