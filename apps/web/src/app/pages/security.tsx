import { SecurityList } from '../../features/account';
import { useCurrentUser } from '../../lib/session';
import { useVariant, variantPaths } from '../variant';

export default function SecurityPage() {
  const { data: user } = useCurrentUser();
  const paths = variantPaths[useVariant()];
  return (
    <SecurityList
      user={user}
      paths={{ password: '/me/password', tradePassword: paths.tradePassword, profile: '/me/profile' }}
    />
  );
}
