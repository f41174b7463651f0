import { Drawer, Flex, Grid, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { USER_STATUSES, type AdminUser } from '@app/contract';
import { ListTable } from '#admin/components/list-table';
import { PageTitle } from '#admin/components/page-title';
import { useFormatDateTime } from '#admin/lib/format';
import { useRtl } from '#admin/lib/use-rtl';
import { usePageParams } from '#admin/lib/use-page-params';
import { useUserList, type UserListQuery } from '#admin/features/account/users/api/users';
import { UserDetail } from './user-detail';
import { UserStatusTag } from './user-status-tag';
import { SearchFilter } from '#admin/components/catalogue-page';

type Status = (typeof USER_STATUSES)[number];
function isStatus(value: string | null): value is Status {
  return value !== null && (USER_STATUSES as readonly string[]).includes(value);
}

export default function UsersPage() {
  const { t } = useTranslation('account');
  const formatDate = useFormatDateTime();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const { userId: userIdParam } = useParams();
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const keyword = params.get('keyword') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const userId = userIdParam && /^\d+$/.test(userIdParam) ? Number(userIdParam) : null;
  const rtl = useRtl();

  const query: UserListQuery = {
    page,
    pageSize,
    ...(keyword ? { keyword } : {}),
    ...(status ? { status } : {}),
  };
  const result = useUserList(query);

  const search = params.toString();
  const openUser = (id: number) => navigate({ pathname: `/users/${id}`, search });
  const closeUser = () => navigate({ pathname: '/users', search });

  const columns: TableColumnsType<AdminUser> = [
    { title: t('console.users.field.id'), dataIndex: 'id', width: 90, responsive: ['sm'] },
    {
      title: t('console.users.column.user'),
      key: 'user',
      minWidth: 200,
      render: (_: unknown, user: AdminUser) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Link ellipsis onClick={() => openUser(user.id)} style={{ fontWeight: 500 }}>
            {user.nickname || user.email}
          </Typography.Link>
          <Typography.Text type="secondary" className="ltr-text" style={{ fontSize: 12 }} title={user.email}>
            {user.email}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('console.users.field.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: AdminUser['status']) => <UserStatusTag status={value} />,
    },
    {
      title: t('console.users.field.type'),
      dataIndex: 'type',
      width: 100,
      responsive: ['md'],
      render: (type: AdminUser['type']) => <Tag>{t(`console.users.type.${type}`)}</Tag>,
    },
    {
      title: t('console.users.field.inviteCode'),
      dataIndex: 'inviteCode',
      width: 140,
      responsive: ['lg'],
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    {
      title: t('console.users.field.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      responsive: ['md'],
      render: (value: string) => formatDate(value),
    },
    {
      title: t('console.users.field.lastSigninAt'),
      dataIndex: 'lastSigninAt',
      width: 180,
      responsive: ['lg'],
      render: (value: string | null) =>
        value ? (
          formatDate(value)
        ) : (
          <Typography.Text type="secondary">{t('console.users.detail.neverSignedIn')}</Typography.Text>
        ),
    },
  ];

  return (
    <>
      <PageTitle title={t('console.users.title')} subtitle={t('console.users.subtitle')} />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchFilter
          param="keyword"
          placeholder={t('console.users.searchPlaceholder')}
          testId="user-search"
        />
        <Select<Status | 'all'>
          value={status ?? 'all'}
          aria-label={t('console.users.field.status')}
          onChange={(value) => setFilter('status', value === 'all' ? null : value)}
          options={[
            { value: 'all', label: t('console.users.status.all') },
            ...USER_STATUSES.map((s) => ({ value: s, label: t(`console.users.status.${s}`) })),
          ]}
          style={{ width: 160 }}
          data-testid="user-status-filter"
        />
      </Flex>
      <ListTable<AdminUser>
        rowKey="id"
        columns={columns}
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        scrollX={900}
        emptyText={t(keyword || status ? 'console.users.emptyFiltered' : 'console.users.empty')}
        onRow={(user) => ({ onClick: () => openUser(user.id), style: { cursor: 'pointer' } })}
        testId="users-table"
      />
      <Drawer
        open={userId !== null}
        onClose={closeUser}
        title={t('console.users.detail.title')}
        placement={rtl ? 'left' : 'right'}
        size={screens.md === false ? '100%' : 560}
        destroyOnHidden
      >
        {userId !== null ? <UserDetail userId={userId} onOpenUser={openUser} /> : null}
      </Drawer>
    </>
  );
}
