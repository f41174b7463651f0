import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { TradePasswordForm } from '#web/features/account';
import { updateCurrentUser, useCurrentUser } from '#web/lib/session';
import { PageLoading } from '#web/app/route-status';
import { safeRedirect } from '#web/app/guard';
import { useVariant, variantPaths } from '#web/app/variant';

export default function TradePasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const security = variantPaths[useVariant()].security;
  // Opened from a form that needs it (withdraw, transfer): back to that form; else to security.
  const [params] = useSearchParams();
  const done = safeRedirect(params.get('redirect'), security);
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoading />;
  return (
    <TradePasswordForm
      user={user}
      onDone={() => {
        updateCurrentUser({ ...user, hasTradePassword: true });
        Toast.show({ icon: 'success', content: t('tradePassword.done') });
        void navigate(done, { replace: true });
      }}
    />
  );
}
