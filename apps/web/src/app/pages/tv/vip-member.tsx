import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BankcardOutline,
  ClockCircleOutline,
  GiftOutline,
  GlobalOutline,
  HeartOutline,
  HistogramOutline,
  LockOutline,
  MessageOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  SetOutline,
  TeamOutline,
  UserAddOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { SignOutButton, UserHeader } from '#web/features/account';
import { MenuList } from '#web/components/menu-list';
import { VipStatusCard } from '#web/features/vip';

/** The drama app's "Me" page: profile and the entries to every member page. */
export default function VipMemberPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entry = (path: string, title: string, icon: ReactNode) => ({
    key: path,
    icon,
    title: t(title),
    to: path,
  });
  return (
    <>
      <UserHeader
        variant="tv"
        onSignin={() => void navigate('/tv/signin?redirect=%2Fvip%2Fmember')}
        onOpenProfile={() => void navigate('/me/profile')}
      />
      <VipStatusCard />
      <MenuList
        items={[
          entry('/vip/activate', 'route.vip.activate', <UserAddOutline />),
          entry('/vip/wallet', 'route.vip.wallet', <PayCircleOutline />),
          entry('/vip/deposit', 'route.vip.deposit', <BankcardOutline />),
          entry('/vip/withdraw', 'route.vip.withdraw', <BankcardOutline />),
          entry('/vip/dashboard', 'route.vip.dashboard', <HistogramOutline />),
        ]}
      />
      <MenuList
        items={[
          entry('/vip/history', 'route.vip.history', <ClockCircleOutline />),
          entry('/vip/like', 'route.vip.like', <HeartOutline />),
          entry('/vip/myvideo', 'route.vip.myvideo', <VideoOutline />),
          entry('/vip/activity', 'route.vip.activity', <GiftOutline />),
          entry('/vip/copyright', 'route.vip.copyright', <HistogramOutline />),
          entry('/vip/adv', 'route.vip.adv', <VideoOutline />),
          entry('/vip/share', 'route.vip.share', <UserAddOutline />),
          entry('/vip/team', 'route.vip.team', <TeamOutline />),
        ]}
      />
      <MenuList
        items={[
          entry('/vip/message', 'route.vip.message', <MessageOutline />),
          entry('/vip/service', 'route.vip.service', <MessageOutline />),
          entry('/vip/help', 'route.vip.help', <QuestionCircleOutline />),
          entry('/vip/feedback', 'route.vip.feedback', <MessageOutline />),
          entry('/vip/safety', 'route.security', <LockOutline />),
          entry('/vip/setting', 'route.settings', <SetOutline />),
          entry('/tv/language', 'route.language', <GlobalOutline />),
        ]}
      />
      <SignOutButton beforeEnd={() => navigate('/tv/index', { replace: true })} />
    </>
  );
}
