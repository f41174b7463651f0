import { useState } from 'react';
import { App, Avatar, Button, Descriptions, Flex, Grid, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '#admin/components/error-state';
import { EmptyState } from '#admin/components/empty-state';
import { useCanCall } from '#admin/lib/access';
import { useFormatDateTime } from '#admin/lib/format';
import { ApiError } from '#admin/lib/request';
import { useUserDetail } from '#admin/features/account/users/api/users';
import { StatusReasonModal } from './status-reason-modal';
import { UserStatusTag } from './user-status-tag';

interface Props {
  userId: number;
  onOpenUser: (id: number) => void;
}

/** Every field of one user, with the disable / enable action for roles that may use it. */
export function UserDetail({ userId, onOpenUser }: Props) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const formatDate = useFormatDateTime('precise');
  const canSetStatus = useCanCall('admin/setUserStatus');
  const { data: user, error, isPending, refetch } = useUserDetail(userId);
  const [modalOpen, setModalOpen] = useState(false);
  const screens = Grid.useBreakpoint();

  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (error) {
    if (error instanceof ApiError && error.error === 'NOT_FOUND') {
      return <EmptyState description={t('console.users.detail.notFound')} />;
    }
    return <ErrorState error={error} onRetry={() => void refetch()} />;
  }

  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  const ltr = (text: string) => <span dir="ltr">{text}</span>;

  return (
    <Flex vertical gap={16} data-testid="user-detail">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={8} wrap>
          <Avatar src={user.avatar || undefined} alt="">
            {(user.nickname || user.email).slice(0, 1).toUpperCase()}
          </Avatar>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {user.nickname || user.email}
          </Typography.Title>
          <UserStatusTag status={user.status} />
        </Flex>
        {canSetStatus ? (
          <Button
            danger={user.status === 'active'}
            type={user.status === 'active' ? 'default' : 'primary'}
            onClick={() => setModalOpen(true)}
          >
            {t(user.status === 'active' ? 'console.users.disable.action' : 'console.users.enable.action')}
          </Button>
        ) : null}
      </Flex>
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: screens.sm === false ? 120 : 170 } }}
        items={[
          { key: 'id', label: t('console.users.field.id'), children: user.id },
          {
            key: 'email',
            label: t('console.users.field.email'),
            children: <Typography.Text copyable>{ltr(user.email)}</Typography.Text>,
          },
          { key: 'nickname', label: t('console.users.field.nickname'), children: user.nickname || dash },
          {
            key: 'type',
            label: t('console.users.field.type'),
            children: <Tag>{t(`console.users.type.${user.type}`)}</Tag>,
          },
          {
            key: 'status',
            label: t('console.users.field.status'),
            children: <UserStatusTag status={user.status} />,
          },
          {
            key: 'inviteCode',
            label: t('console.users.field.inviteCode'),
            children: (
              <Typography.Text code copyable>
                {user.inviteCode}
              </Typography.Text>
            ),
          },
          {
            key: 'inviter',
            label: t('console.users.field.inviter'),
            children:
              user.inviterId !== null ? (
                <Typography.Link onClick={() => onOpenUser(user.inviterId ?? 0)}>
                  {ltr(user.inviterEmail ?? `#${user.inviterId}`)}
                </Typography.Link>
              ) : (
                <Typography.Text type="secondary">{t('console.users.detail.noInviter')}</Typography.Text>
              ),
          },
          { key: 'invitees', label: t('console.users.field.invitees'), children: user.invitees },
          { key: 'sessions', label: t('console.users.field.activeSessions'), children: user.activeSessions },
          {
            key: 'tradePassword',
            label: t('console.users.field.tradePassword'),
            children: t(
              user.hasTradePassword
                ? 'console.users.tradePassword.set'
                : 'console.users.tradePassword.notSet',
            ),
          },
          {
            key: 'createdAt',
            label: t('console.users.field.createdAt'),
            children: formatDate(user.createdAt),
          },
          {
            key: 'lastSigninAt',
            label: t('console.users.field.lastSigninAt'),
            children: user.lastSigninAt ? (
              formatDate(user.lastSigninAt)
            ) : (
              <Typography.Text type="secondary">{t('console.users.detail.neverSignedIn')}</Typography.Text>
            ),
          },
        ]}
      />
      {canSetStatus ? (
        <StatusReasonModal
          user={user}
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          onDone={(status) => {
            setModalOpen(false);
            void message.success(
              t(status === 'disabled' ? 'console.users.disable.done' : 'console.users.enable.done'),
            );
          }}
        />
      ) : null}
    </Flex>
  );
}
