import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  GiftOutline,
  GlobalOutline,
  LinkOutline,
  HeartOutline,
  LocationOutline,
  LockOutline,
  MessageOutline,
  BankcardOutline,
  QuestionCircleOutline,
  SetOutline,
  StarOutline,
  UserOutline,
  ShopbagOutline,
  UserContactOutline,
  VideoOutline,
  TeamOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { LOCALE_NAMES } from '@app/contract';
import { SignOutButton, UserHeader } from '#web/features/account';
import { OrderShortcuts } from '#web/features/orders';
import { FirstOrderCouponCard } from '#web/features/voucher';
import { useLotteryOffered } from '#web/features/lottery';
import { MenuList } from '#web/components/menu-list';
import { currentLocale } from '#web/lib/i18n';

/** Marketplace personal center (tab "Me"). Public: logged-out visitors see a sign-in prompt. */
export default function MallMePage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  // The points lottery is a regulated feature: its entry shows only while it is offered.
  const lottery = useLotteryOffered();
  return (
    <>
      <UserHeader
        variant="mall"
        onSignin={() => void navigate('/auth/signin?redirect=%2Fmall%2Fme')}
        onOpenProfile={() => void navigate('/me/profile')}
      />
      <FirstOrderCouponCard />
      <OrderShortcuts
        onOpen={(status) => void navigate(status ? `/mall/orders?status=${status}` : '/mall/orders')}
      />
      <MenuList
        items={[
          {
            key: 'wishlist',
            icon: <HeartOutline />,
            title: t('catalog:route.mall.wishlist'),
            to: '/mall/wishlist',
          },
          {
            key: 'follows',
            icon: <StarOutline />,
            title: t('catalog:route.mall.follows'),
            to: '/mall/follows',
          },
          {
            key: 'addresses',
            icon: <LocationOutline />,
            title: t('address:route.mall.addresses'),
            to: '/mall/addresses',
          },
          { key: 'wallet', icon: <BankcardOutline />, title: t('wallet:route.wallet'), to: '/wallet' },
          { key: 'tasks', icon: <TeamOutline />, title: t('common:route.tasks'), to: '/tasks' },
          { key: 'invite', icon: <UserAddOutline />, title: t('invite:route.invite'), to: '/me/invite' },
          ...(lottery
            ? [{ key: 'lottery', icon: <GiftOutline />, title: t('lottery:route.lottery'), to: '/lottery' }]
            : []),
          {
            key: 'messages',
            icon: <MessageOutline />,
            title: t('chat:route.mall.messages'),
            to: '/mall/messages',
          },
          {
            key: 'service',
            icon: <QuestionCircleOutline />,
            title: t('chat:route.mall.service'),
            to: '/mall/service',
          },
        ]}
      />
      <MenuList
        items={[
          { key: 'profile', icon: <UserOutline />, title: t('route.profile'), to: '/me/profile' },
          { key: 'security', icon: <LockOutline />, title: t('route.security'), to: '/me/security' },
          { key: 'auth', icon: <UserContactOutline />, title: t('common:route.vip.auth'), to: '/vip/auth' },
          { key: 'sell', icon: <ShopbagOutline />, title: t('seller:onboarding.link.sell'), to: '/sell' },
          { key: 'creators', icon: <VideoOutline />, title: t('marketing:link.creators'), to: '/creators' },
          { key: 'partners', icon: <LinkOutline />, title: t('marketing:link.partners'), to: '/partners' },
          { key: 'settings', icon: <SetOutline />, title: t('route.settings'), to: '/me/settings' },
          {
            key: 'language',
            icon: <GlobalOutline />,
            title: t('route.language'),
            extra: LOCALE_NAMES[currentLocale()],
            to: '/me/language',
          },
        ]}
      />
      <SignOutButton />
    </>
  );
}
