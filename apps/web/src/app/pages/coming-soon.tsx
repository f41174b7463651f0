import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#web/components/coming-soon';
import { useRouteHandle } from '#web/app/route-handle';

export default function ComingSoonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  return (
    <ComingSoon
      title={t('comingSoon.title', { page: t(handle?.title ?? 'route.notFound') })}
      onHome={() => void navigate('/')}
    />
  );
}
