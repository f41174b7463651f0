import { Button, Result } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** The one "being built" state for pages whose feature arrives in a later release. */
export function ComingSoon({ title, onHome }: { title: string; onHome: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page-status coming-soon" data-testid="coming-soon">
      <Result
        icon={<ClockCircleOutline className="coming-soon__icon" />}
        status="waiting"
        title={title}
        description={t('comingSoon.text')}
      />
      <Button color="primary" shape="rounded" onClick={onHome}>
        {t('action.home')}
      </Button>
    </div>
  );
}
