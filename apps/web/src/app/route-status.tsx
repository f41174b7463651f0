import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LOADING_DELAY_MS, LOADING_ERROR_AFTER_MS } from '@app/contract';
import { ChunkLoadError } from './lazy';

const reload = () => window.location.reload();

/**
 * Spec §2: nothing for the first 200 ms (fast pages do not flash), then a spinner,
 * and after 60 s an error view with a retry.
 */
export function PageLoading({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'wait' | 'spin' | 'slow'>('wait');
  useEffect(() => {
    const spin = setTimeout(() => setPhase('spin'), LOADING_DELAY_MS);
    const slow = setTimeout(() => setPhase('slow'), LOADING_ERROR_AFTER_MS);
    return () => {
      clearTimeout(spin);
      clearTimeout(slow);
    };
  }, []);
  if (phase === 'wait') return null;
  return (
    <div className={overlay ? 'page-status page-status--overlay' : 'page-status'} role="status">
      {phase === 'spin' ? (
        <>
          <SpinLoading color="primary" />
          <span className="page-status__text">{t('status.loading')}</span>
        </>
      ) : (
        <ErrorBlock status="disconnected" title={t('status.slowTitle')} description={t('status.slowText')}>
          <Button color="primary" onClick={reload}>
            {t('action.retry')}
          </Button>
        </ErrorBlock>
      )}
    </div>
  );
}

function isChunkError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message))
  );
}

export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-status">
      <ErrorBlock status="empty" title={t('status.notFoundTitle')} description={t('status.notFoundText')}>
        <Button color="primary" onClick={() => void navigate('/')}>
          {t('action.home')}
        </Button>
      </ErrorBlock>
    </div>
  );
}

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const chunk = isChunkError(error);
  return (
    <div className="page-status" role="alert">
      <ErrorBlock
        status="disconnected"
        title={t(chunk ? 'status.chunkTitle' : 'status.errorTitle')}
        description={t(chunk ? 'status.chunkText' : 'status.errorText')}
      >
        <Button color="primary" onClick={reload}>
          {t('action.retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
