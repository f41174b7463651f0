import { AddressList } from '#web/features/wallet';

export default function WalletAddressesPage() {
  return <AddressList />;
}
