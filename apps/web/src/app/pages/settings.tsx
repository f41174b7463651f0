import { useNavigate } from 'react-router';
import { SettingsList } from '../../features/settings';
import { SignOutButton } from '../../features/account';
import { useVariant, variantPaths } from '../variant';

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
