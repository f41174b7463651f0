import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#admin/lib/errors';

/** A failed load with its reason and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('state.errorTitle')}
      subTitle={errorMessage(error, t)}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('action.retry')}
          </Button>
        ) : null
      }
    />
  );
}
