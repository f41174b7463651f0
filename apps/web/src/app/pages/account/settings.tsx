import { useNavigate } from 'react-router';
import { SettingsList } from '#web/features/settings';
import { SignOutButton } from '#web/features/account';
import { AutoUnlockSetting } from '#web/features/drama';
import { useVariant, variantPaths } from '#web/app/variant';

export default function SettingsPage() {
  const navigate = useNavigate();
  const variant = useVariant();
  const paths = variantPaths[variant];
  return (
    <>
      {variant === 'tv' ? <AutoUnlockSetting /> : null}
      <SettingsList paths={{ language: paths.language, service: paths.service, about: '/about' }} />
      <SignOutButton beforeEnd={() => navigate(paths.home, { replace: true })} />
    </>
  );
}
