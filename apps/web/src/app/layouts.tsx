import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { NavBar, TabBar } from 'antd-mobile';
import { APP_SHORT_NAME } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useLocal } from '#web/lib/storage';
import { signinRedirect } from './guard';
import { useRouteHandle, useRouteTitle } from './route-handle';
import { PageLoading } from './route-status';

/** Titles, the session watch and the pending-navigation view for every page. */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const handle = useRouteHandle();
  const title = useRouteTitle(handle);
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const token = useLocal((s) => s.token);
  const hadToken = useRef(token !== null);

  useEffect(() => {
    document.title = title ? `${t(title)} - ${APP_SHORT_NAME}` : APP_SHORT_NAME;
  }, [title, t, i18n.language]);

  // A 401 anywhere clears the token; a member page then sends the user to sign in and back.
  useEffect(() => {
    const lost = hadToken.current && token === null;
    hadToken.current = token !== null;
    if (lost && handle?.loginRequired) void navigate(signinRedirect(location), { replace: true });
  }, [token, handle, location, navigate]);

  // Signed-in users hear new chat messages on every page (badges stay live); the socket code is a lazy chunk.
  useEffect(() => {
    if (token) void import('#web/features/chat').then((chat) => chat.startChatSocket());
  }, [token]);

  return (
    <>
      <Outlet />
      {navigation.state === 'loading' && <PageLoading overlay />}
      {/* Each new page opens at its top; back and forward return to where the reader was. */}
      <ScrollRestoration />
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
  const title = useRouteTitle(handle);
  const navigate = useNavigate();
  if (!handle || !title || handle.customHeader) return null;
  const goBack = () => {
    // React Router keeps its own history index; without one there is nothing to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate('/'));
  };
  return (
    <NavBar className="app-navbar" backIcon={back} back={back ? '' : null} onBack={goBack}>
      {t(title)}
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

/** A tab of a tab bar: where it goes, its icon and its title's i18n key, with its namespace (`common:tab.home`). */
export interface TabItem {
  path: string;
  icon: ReactNode;
  title: string;
}

/** A tab bar page (each face's area module lists its tabs); `/` counts as the first tab. */
export function TabLayout({
  tabs,
  badge,
}: {
  tabs: readonly TabItem[];
  badge?: (path: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname === '/' ? tabs[0]?.path : pathname;
  return (
    <Shell
      header={<PageTitleBar back={false} />}
      footer={
        // The route guard decides whether a tab needs sign-in, as for any navigation.
        <TabBar safeArea activeKey={active} onChange={(key) => void navigate(key)}>
          {tabs.map((tab) => (
            <TabBar.Item key={tab.path} icon={tab.icon} title={t(tab.title)} badge={badge?.(tab.path)} />
          ))}
        </TabBar>
      }
    >
      <Outlet />
    </Shell>
  );
}
