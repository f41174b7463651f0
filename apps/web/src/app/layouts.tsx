import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { NavBar, TabBar } from 'antd-mobile';
import {
  AppOutline,
  AppstoreOutline,
  FireFill,
  GiftOutline,
  KoubeiOutline,
  MovieOutline,
  ShopbagOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { APP_SHORT_NAME } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useLocal } from '../lib/storage';
import { signinRedirect } from './guard';
import { useRouteHandle } from './route-handle';
import { MALL_TABS, TV_TABS } from './routes';
import { PageLoading } from './route-status';
import { useCartBadge } from '../features/cart/shell';

/** Titles, the session watch and the pending-navigation view for every page. */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const handle = useRouteHandle();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const token = useLocal((s) => s.token);
  const hadToken = useRef(token !== null);

  useEffect(() => {
    document.title = handle ? `${t(handle.title)} - ${APP_SHORT_NAME}` : APP_SHORT_NAME;
  }, [handle, t, i18n.language]);

  // A 401 anywhere clears the token; a member page then sends the user to sign in and back.
  useEffect(() => {
    const lost = hadToken.current && token === null;
    hadToken.current = token !== null;
    if (lost && handle?.loginRequired) void navigate(signinRedirect(location), { replace: true });
  }, [token, handle, location, navigate]);

  // Signed-in users hear new chat messages on every page (badges stay live); the socket code is a lazy chunk.
  useEffect(() => {
    if (token) void import('../features/chat').then((chat) => chat.startChatSocket());
  }, [token]);

  return (
    <>
      <Outlet />
      {navigation.state === 'loading' && <PageLoading overlay />}
    </>
  );
}

function Shell({
  header,
  footer,
  children,
}: {
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="app-shell">
      {header && <header className="app-header">{header}</header>}
      <main className="app-main">{children}</main>
      {footer && <footer className="app-footer">{footer}</footer>}
    </div>
  );
}

function PageTitleBar({ back }: { back: boolean }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const navigate = useNavigate();
  if (!handle || handle.customHeader) return null;
  const goBack = () => {
    // React Router keeps its own history index; without one there is nothing to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate('/'));
  };
  return (
    <NavBar className="app-navbar" backIcon={back} back={back ? '' : null} onBack={goBack}>
      {t(handle.title)}
    </NavBar>
  );
}

export function StackLayout() {
  return (
    <Shell header={<PageTitleBar back />}>
      <Outlet />
    </Shell>
  );
}

const TAB_ICONS: Record<string, ReactNode> = {
  '/mall': <AppOutline />,
  '/mall/category': <AppstoreOutline />,
  '/mall/cart': <ShopbagOutline />,
  '/mall/me': <UserOutline />,
  '/seller': <KoubeiOutline />,
  '/tv/index': <MovieOutline />,
  '/tv/hot': <FireFill />,
  '/tv/activity': <GiftOutline />,
  '/vip/member': <UserOutline />,
};

const TAB_TITLES: Record<string, string> = {
  '/mall': 'tab.home',
  '/mall/category': 'tab.category',
  '/mall/cart': 'tab.cart',
  '/mall/me': 'tab.me',
  '/seller': 'tab.seller',
  '/tv/index': 'tab.home',
  '/tv/hot': 'tab.hot',
  '/tv/activity': 'tab.activity',
  '/vip/member': 'tab.me',
};

export function TabLayout({ variant }: { variant: 'mall' | 'tv' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = variant === 'mall' ? MALL_TABS : TV_TABS;
  const active = pathname === '/' ? tabs[0] : pathname;
  const cartCount = useCartBadge();
  return (
    <Shell
      header={<PageTitleBar back={false} />}
      footer={
        // The route guard decides whether a tab needs sign-in, as for any navigation.
        <TabBar safeArea activeKey={active} onChange={(key) => void navigate(key)}>
          {tabs.map((path) => (
            <TabBar.Item
              key={path}
              icon={TAB_ICONS[path]}
              title={t(TAB_TITLES[path] ?? '')}
              badge={
                path === '/mall/cart' && cartCount > 0 ? (cartCount > 99 ? '99+' : cartCount) : undefined
              }
            />
          ))}
        </TabBar>
      }
    >
      <Outlet />
    </Shell>
  );
}
