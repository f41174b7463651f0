import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { InviteInfo } from '@app/contract';
import { useInviteInfo } from '#web/features/invite/api/invite';

/** Draws its children once my invitation info is here; a skeleton before, a retry after a failure. */
export function InfoGate({ children }: { children: (info: InviteInfo) => ReactNode }) {
  const { t } = useTranslation('invite');
  const query = useInviteInfo();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div className="page-status">
        <span className="page-status__text">{t('list.loadFailed')}</span>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="invite-page">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={6} animated />
    </div>
  );
}
