import { AddressList } from '../../features/wallet';

export default function WalletAddressesPage() {
  return <AddressList />;
}
