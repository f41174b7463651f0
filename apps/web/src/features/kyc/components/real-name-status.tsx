import { Button, Image, Result, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AuthStatus, UserAuth } from '@app/contract';

const COLORS: Record<AuthStatus, 'default' | 'warning' | 'success' | 'danger'> = {
  unauthenticated: 'default',
  reviewing: 'warning',
  passed: 'success',
  rejected: 'danger',
};

/** The state of spec §4 as a small tag (unauthenticated, reviewing, passed, rejected). */
export function AuthStatusTag({ status }: { status: AuthStatus }) {
  const { t } = useTranslation('kyc');
  return (
    <Tag color={COLORS[status]} fill="outline" data-testid="kyc-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** What was sent and where it stands: the reason of a rejection and the way to send it again. */
export function RealNameStatus({ auth, onResubmit }: { auth: UserAuth; onResubmit: () => void }) {
  const { t, i18n } = useTranslation('kyc');
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : '';
  const status = auth.status;
  return (
    <div className="kyc-status" data-testid={`kyc-${status}`}>
      <Result
        status={status === 'passed' ? 'success' : status === 'rejected' ? 'error' : 'waiting'}
        title={t(`result.${status}.title`)}
        description={
          status === 'rejected' ? (
            <span data-testid="kyc-reason">{t('result.rejected.reason', { reason: auth.reason ?? '' })}</span>
          ) : (
            t(`result.${status}.text`)
          )
        }
      />
      {status === 'rejected' ? (
        <Button block color="primary" shape="rounded" onClick={onResubmit} data-testid="kyc-resubmit">
          {t('result.rejected.resubmit')}
        </Button>
      ) : null}
      <dl className="kyc-summary">
        <dt>{t('form.status')}</dt>
        <dd>
          <AuthStatusTag status={status} />
        </dd>
        <dt>{t('form.type')}</dt>
        <dd>{auth.type ? t(`type.${auth.type}`) : ''}</dd>
        <dt>{t('form.realName')}</dt>
        <dd>
          <bdi>{auth.realName}</bdi>
        </dd>
        <dt>{t('form.idNumber')}</dt>
        <dd>
          <bdi>{auth.idNumber}</bdi>
        </dd>
        {auth.type === 'company' ? (
          <>
            <dt>{t('form.companyName')}</dt>
            <dd>
              <bdi>{auth.companyName}</bdi>
            </dd>
            <dt>{t('form.documentNumber')}</dt>
            <dd>
              <bdi>{auth.documentNumber}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t('form.submittedAt')}</dt>
        <dd>{date(auth.submittedAt)}</dd>
        {auth.reviewedAt ? (
          <>
            <dt>{t('form.reviewedAt')}</dt>
            <dd>{date(auth.reviewedAt)}</dd>
          </>
        ) : null}
      </dl>
      <div className="kyc-images">
        {[auth.idFront, auth.idBack, auth.licence].map((src, i) =>
          src ? <Image key={i} src={src} fit="cover" width={96} height={64} lazy={false} /> : null,
        )}
      </div>
    </div>
  );
}
