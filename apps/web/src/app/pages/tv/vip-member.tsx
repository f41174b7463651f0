import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BankcardOutline,
  ClockCircleOutline,
  FileOutline,
  GiftOutline,
  GlobalOutline,
  HeartOutline,
  LockOutline,
  MessageOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  SetOutline,
  StarOutline,
  UserAddOutline,
  VideoOutline,
  UserContactOutline,
  SendOutline,
  TeamOutline,
  SoundOutline,
  HistogramOutline,
} from 'antd-mobile-icons';
import { SignOutButton, UserHeader } from '#web/features/account';
import { MenuList } from '#web/components/menu-list';
import { VipStatusCard } from '#web/features/vip';
import { useRevenueShareTerms } from '#web/features/invest';

/**
 * The drama app's "Me" page: profile and the entries to every built member page; the revenue share's
 * three pages where the feature is offered.
 */
export default function VipMemberPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A regulated feature (DESIGN §3): its entry shows only where it is offered.
  const revenueShare = useRevenueShareTerms();
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
          entry('/vip/activate', 'drama:route.vip.activate', <UserAddOutline />),
          entry('/vip/wallet', 'wallet:route.vip.wallet', <PayCircleOutline />),
          entry('/vip/deposit', 'wallet:route.vip.deposit', <BankcardOutline />),
          entry('/vip/withdraw', 'wallet:route.vip.withdraw', <BankcardOutline />),
          // A regulated feature (DESIGN §3): copyright shares, their earnings and the ad placements
          // that feed them show only where the platform offers them.
          ...(revenueShare.enabled
            ? [
                entry('/vip/copyright', 'drama:route.vip.copyright', <FileOutline />),
                entry('/vip/dashboard', 'drama:route.vip.dashboard', <HistogramOutline />),
                entry('/vip/adv', 'drama:route.vip.adv', <SoundOutline />),
              ]
            : []),
          entry('/vip/share', 'common:route.vip.share', <SendOutline />),
          entry('/vip/team', 'common:route.vip.team', <TeamOutline />),
        ]}
      />
      <MenuList
        items={[
          entry('/vip/history', 'drama:route.vip.history', <ClockCircleOutline />),
          entry('/vip/like', 'drama:route.vip.like', <HeartOutline />),
          entry('/vip/myvideo', 'drama:route.vip.myvideo', <VideoOutline />),
          entry('/vip/activity', 'content:route.vip.activity', <GiftOutline />),
        ]}
      />
      <MenuList
        items={[
          entry('/vip/message', 'chat:route.vip.message', <MessageOutline />),
          entry('/vip/service', 'chat:route.vip.service', <MessageOutline />),
          entry('/vip/help', 'content:route.vip.help', <QuestionCircleOutline />),
          entry('/vip/feedback', 'content:route.vip.feedback', <MessageOutline />),
          entry('/vip/safety', 'account:route.security', <LockOutline />),
          entry('/vip/auth', 'common:route.vip.auth', <UserContactOutline />),
          // Creators publish dramas: the programme's page (decision 46).
          entry('/creators', 'marketing:link.creators', <StarOutline />),
          entry('/vip/setting', 'account:route.settings', <SetOutline />),
          entry('/tv/language', 'account:route.language', <GlobalOutline />),
        ]}
      />
      <SignOutButton beforeEnd={() => navigate('/tv/index', { replace: true })} />
    </>
  );
}
