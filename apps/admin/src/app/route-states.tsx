import { Button, Result } from 'antd';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { ApiPath, StaffInfo } from '@app/contract';
import { useCanCall, useStaff } from '#admin/lib/access';

/** A page that failed to load (usually a chunk after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Result
      status={notFound ? '404' : 'error'}
      title={t(notFound ? 'state.notFoundTitle' : 'state.pageErrorTitle')}
      subTitle={t(notFound ? 'state.notFound' : 'state.pageError')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('action.reload')}
        </Button>
      }
    />
  );
}

export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('state.notFoundTitle')}
      subTitle={t('state.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('action.home')}
        </Button>
      }
    />
  );
}

/** A page the staff member's roles cannot use (reached by a link or the address bar). */
export function RequireAccess({
  path,
  when,
  children,
}: {
  path: ApiPath;
  when?: (staff: StaffInfo) => boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const staff = useStaff();
  if (useCanCall(path) && (when?.(staff) ?? true)) return children;
  return <Result status="403" title={t('state.forbiddenTitle')} subTitle={t('state.forbidden')} />;
}
