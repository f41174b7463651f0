import { Button, Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { endSession, useIsSignedIn } from '#web/lib/session';

/**
 * Logout with confirmation. `beforeEnd` lets the page leave a member-only route first,
 * so the session guard does not bounce the user to sign-in.
 */
export function SignOutButton({ beforeEnd }: { beforeEnd?: () => Promise<void> | void }) {
  const { t } = useTranslation('account');
  const signedIn = useIsSignedIn();
  if (!signedIn) return null;
  const confirm = async () => {
    const ok = await Dialog.confirm({
      title: t('signout.title'),
      content: t('signout.text'),
      confirmText: t('signout.confirm'),
      cancelText: t('common:action.cancel'),
    });
    if (!ok) return;
    await beforeEnd?.();
    await endSession();
    Toast.show({ icon: 'success', content: t('signout.done') });
  };
  return (
    <div className="signout">
      <Button
        block
        shape="rounded"
        color="danger"
        fill="outline"
        onClick={() => void confirm()}
        data-testid="signout"
      >
        {t('signout.button')}
      </Button>
    </div>
  );
}
