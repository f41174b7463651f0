import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The seller screens' "could not load" with a retry. */
export function ErrorBlockRetry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('seller');
  return (
    <ErrorBlock status="default" title={t('center.loadFailed')} description="">
      <Button color="primary" shape="rounded" onClick={onRetry}>
        {t('common:action.retry')}
      </Button>
    </ErrorBlock>
  );
}
