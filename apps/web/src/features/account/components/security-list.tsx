import { KeyOutline, LockOutline, MailOutline } from 'antd-mobile-icons';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@app/contract';
import { MenuList } from '#web/components/menu-list';

export interface SecurityPaths {
  password: string;
  tradePassword: string;
  profile: string;
}

/** Security center: login password, trade password, email. */
export function SecurityList({ user, paths }: { user: UserInfo | undefined; paths: SecurityPaths }) {
  const { t } = useTranslation('account');
  const tradeSet = user?.hasTradePassword === true;
  return (
    <MenuList
      items={[
        { key: 'password', icon: <LockOutline />, title: t('security.password'), to: paths.password },
        {
          key: 'trade',
          icon: <KeyOutline />,
          title: t('security.tradePassword'),
          to: paths.tradePassword,
          extra: user && (
            <Tag color={tradeSet ? 'success' : 'warning'} fill="outline">
              {t(tradeSet ? 'security.set' : 'security.notSet')}
            </Tag>
          ),
        },
        {
          key: 'email',
          icon: <MailOutline />,
          title: t('security.email'),
          to: paths.profile,
          extra: user?.email,
        },
      ]}
    />
  );
}
