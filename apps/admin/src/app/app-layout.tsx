import { useState } from 'react';
import {
  Button,
  Drawer,
  Flex,
  Grid,
  Layout,
  Menu,
  Popconfirm,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '#admin/components/language-switcher';
import { useStaff } from '#admin/lib/access';
import { useRtl } from '#admin/lib/use-rtl';
import { useSignout } from '#admin/features/staff';
import { NAV_GROUPS, navFor, selectedNavPath, type NavItem } from './nav';

const SIDER_WIDTH = 220;

export function AppLayout() {
  const { t } = useTranslation();
  const staff = useStaff();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const screens = Grid.useBreakpoint();
  const signout = useSignout();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const rtl = useRtl();
  // Until the first measurement, assume a desktop so the sider does not flash as a drawer.
  const narrow = screens.md === false;

  // A member who must set up two-factor sign-in can use nothing else until it is on.
  const mustSetUpTotp = staff.totpRequired && !staff.totpEnabled;
  const items = mustSetUpTotp ? [] : navFor(staff);
  const selected = selectedNavPath(items, location.pathname);
  // Entries in order; a group (such as configuration) opens as a submenu where its first entry is.
  const entry = (item: NavItem) => ({ key: item.path, icon: item.icon, label: t(item.labelKey) });
  const menuItems = items.flatMap((item) => {
    if (!item.group) return [entry(item)];
    const members = items.filter((other) => other.group === item.group);
    if (members[0] !== item) return [];
    const group = NAV_GROUPS[item.group];
    return [
      {
        key: `group:${item.group}`,
        icon: group.icon,
        label: t(group.labelKey),
        children: members.map(entry),
      },
    ];
  });
  const menu = (
    <Menu
      mode="inline"
      theme="dark"
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={Object.keys(NAV_GROUPS).map((group) => `group:${group}`)}
      items={menuItems}
      onClick={({ key }) => {
        setDrawerOpen(false);
        navigate(key);
      }}
    />
  );
  const brand = (small: boolean) => (
    <Flex align="center" gap={10} className="brand">
      <span className="brand-mark brand-mark-sm" aria-hidden>
        A
      </span>
      {small ? null : <span className="brand-name">{t('app.title')}</span>}
    </Flex>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement={rtl ? 'right' : 'left'}
          size={SIDER_WIDTH + 40}
          closable={false}
          styles={{ body: { padding: 0, background: '#001529' }, header: { display: 'none' } }}
        >
          <nav aria-label={t('nav.label')}>
            {brand(false)}
            {menu}
          </nav>
        </Drawer>
      ) : (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          trigger={null}
          width={SIDER_WIDTH}
          className="app-sider"
        >
          <nav aria-label={t('nav.label')}>
            {brand(collapsed)}
            {menu}
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="app-header">
          <Flex align="center" gap={8} style={{ minWidth: 0 }}>
            <Button
              type="text"
              aria-label={t(narrow ? 'nav.open' : collapsed ? 'nav.expand' : 'nav.collapse')}
              icon={
                narrow ? <MenuOutlined /> : collapsed !== rtl ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />
              }
              onClick={() => (narrow ? setDrawerOpen(true) : setCollapsed(!collapsed))}
            />
            {navigation.state === 'loading' ? <Spin size="small" /> : null}
          </Flex>
          <Space size={narrow ? 4 : 12} align="center">
            <LanguageSwitcher width={narrow ? 120 : 160} />
            <Tooltip title={`${staff.email} · ${t('security.title')}`}>
              <Flex
                align="center"
                gap={8}
                className="staff-badge"
                data-testid="staff-badge"
                role="link"
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                onClick={() => navigate('/security')}
                onKeyDown={(e) => (e.key === 'Enter' ? navigate('/security') : undefined)}
              >
                <UserOutlined />
                {/* The name in its own direction: a Latin name in Arabic is cut at its end, not its start. */}
                <Typography.Text
                  strong
                  ellipsis
                  style={{ maxWidth: narrow ? 90 : 200, unicodeBidi: 'plaintext' }}
                >
                  {staff.name}
                </Typography.Text>
                {narrow
                  ? null
                  : staff.roles.map((role) => (
                      <Tag key={role} color="orange" variant="filled" style={{ marginInlineEnd: 0 }}>
                        {t(`role.${role}`)}
                      </Tag>
                    ))}
              </Flex>
            </Tooltip>
            <Popconfirm
              title={t('signout.confirm')}
              okText={t('signout.action')}
              cancelText={t('action.cancel')}
              onConfirm={() => signout.mutate()}
            >
              <Button icon={<LogoutOutlined />} loading={signout.isPending} aria-label={t('signout.action')}>
                {narrow ? null : t('signout.action')}
              </Button>
            </Popconfirm>
          </Space>
        </Layout.Header>
        <Layout.Content className="app-content">
          {mustSetUpTotp && location.pathname !== '/security' ? (
            <Navigate to="/security" replace />
          ) : (
            <Outlet />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
