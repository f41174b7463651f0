import { useEffect, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button, DotLoading, Result } from 'antd-mobile';
import { CloseCircleOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LOADING_DELAY_MS, LOADING_ERROR_AFTER_MS } from '@app/contract';
import { ChunkLoadError } from './lazy';

const reload = () => window.location.reload();

interface StatusViewProps {
  icon?: ReactNode;
  title: string;
  text: string;
  action: string;
  onAction: () => void;
}

// Result with an icon rather than ErrorBlock: its illustrations would weigh down the entry chunk.
function StatusView({ icon = <CloseCircleOutline />, title, text, action, onAction }: StatusViewProps) {
  return (
    <>
      <Result
        icon={<span className="status-icon">{icon}</span>}
        status="warning"
        title={title}
        description={text}
      />
      <Button color="primary" shape="rounded" onClick={onAction}>
        {action}
      </Button>
    </>
  );
}

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
          <DotLoading color="primary" />
          <span className="page-status__text">{t('status.loading')}</span>
        </>
      ) : (
        <StatusView
          title={t('status.slowTitle')}
          text={t('status.slowText')}
          action={t('action.retry')}
          onAction={reload}
        />
      )}
    </div>
  );
}

function isChunkError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed/i.test(error.message))
  );
}

export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-status">
      <StatusView
        icon={<QuestionCircleOutline />}
        title={t('status.notFoundTitle')}
        text={t('status.notFoundText')}
        action={t('action.home')}
        onAction={() => void navigate('/')}
      />
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
      <StatusView
        title={t(chunk ? 'status.chunkTitle' : 'status.errorTitle')}
        text={t(chunk ? 'status.chunkText' : 'status.errorText')}
        action={t('action.retry')}
        onAction={reload}
      />
    </div>
  );
}
