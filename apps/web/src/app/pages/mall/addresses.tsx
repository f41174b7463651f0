import { useNavigate, useSearchParams } from 'react-router';
import { AddressListScreen, pickAddress } from '#web/features/address';

/** Shipping addresses; `?pick=1` (from the checkout) makes a tap choose the address and go back. */
export default function MallAddressesPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const picking = params.get('pick') === '1';
  const back = picking ? '&back=checkout' : '';
  return (
    <AddressListScreen
      picking={picking}
      onAdd={() => void navigate(`/mall/addresses/edit${back ? `?${back.slice(1)}` : ''}`)}
      onEdit={(id) => void navigate(`/mall/addresses/edit?id=${id}${back}`)}
      onPicked={(id) => {
        pickAddress(id);
        void navigate(-1);
      }}
    />
  );
}
