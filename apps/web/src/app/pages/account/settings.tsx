import { useNavigate } from 'react-router';
import { SettingsList } from '#web/features/settings';
import { SignOutButton } from '#web/features/account';
import { useVariant, variantPaths } from '#web/app/variant';

export default function SettingsPage() {
  const navigate = useNavigate();
  const paths = variantPaths[useVariant()];
  return (
    <>
      <SettingsList paths={{ language: paths.language, service: paths.service, about: '/about' }} />
      <SignOutButton beforeEnd={() => navigate(paths.home, { replace: true })} />
    </>
  );
}
