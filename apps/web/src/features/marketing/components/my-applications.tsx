import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ApplicationKind, ApplicationStatus } from '@app/contract';
import { currentLocale } from '#web/lib/i18n';
import { useMyApplications } from '#web/features/marketing/api/marketing';
import { dayOf } from '#web/features/marketing/lib';

const TAG_COLOR: Record<ApplicationStatus, 'warning' | 'success' | 'danger'> = {
  reviewing: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The signed-in user's applications of this kind, newest first, with their state and any reason. */
export function MyApplications({ kind }: { kind: ApplicationKind }) {
  const { t } = useTranslation('marketing');
  const mine = useMyApplications();
  const list = (mine.data?.list ?? []).filter((a) => a.kind === kind);
  if (!list.length) return null;
  const locale = currentLocale();
  return (
    <div className="mkt-mine" data-testid="my-applications">
      <h3>{t('mine.title')}</h3>
      <ul>
        {list.map((a) => (
          <li key={a.id} data-testid={`my-application-${a.id}`}>
            <div className="mkt-mine__head">
              <strong>{a.name}</strong>
              <Tag color={TAG_COLOR[a.status]} fill="outline" data-testid="application-status">
                {t(`status.${a.status}`)}
              </Tag>
            </div>
            <span className="mkt-mine__meta">
              <bdi dir="ltr">{a.link}</bdi>
            </span>
            <span className="mkt-mine__meta">{t('mine.sentOn', { date: dayOf(a.createdAt, locale) })}</span>
            {a.status === 'rejected' && a.reason ? (
              <span className="mkt-mine__reason">{t('mine.reason', { reason: a.reason })}</span>
            ) : null}
            {a.status === 'approved' ? <span className="mkt-mine__note">{t('mine.approved')}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
