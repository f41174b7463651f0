import { SecurityList } from '#web/features/account';
import { useCurrentUser } from '#web/lib/session';
import { useVariant, variantPaths } from '#web/app/variant';

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
