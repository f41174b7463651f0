import { useNavigate, useSearchParams } from 'react-router';
import { AddressEditScreen, pickAddress, type MapStart } from '#web/features/address';

/** Where the map opens: the saved place, else framing the chosen country, else the world. */
function chooseLocationPath(start: MapStart): string {
  const query = new URLSearchParams({ for: 'address' });
  if (start.latitude !== null && start.longitude !== null) {
    query.set('lat', String(start.latitude));
    query.set('lng', String(start.longitude));
  } else if (start.country) {
    query.set('country', start.country);
  }
  return `/choose-location?${query.toString()}`;
}

/** Add (`/mall/addresses/edit`) or edit (`?id=`) an address; `?back=checkout` returns to the checkout with it chosen. */
export default function MallAddressEditPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const toCheckout = params.get('back') === 'checkout';
  return (
    <AddressEditScreen
      id={id}
      onPickOnMap={(start) => void navigate(chooseLocationPath(start))}
      onSaved={(address) => {
        if (toCheckout) pickAddress(address.id);
        // Back to where the form was opened from: the list, or the checkout in progress.
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) void navigate(-1);
        else void navigate(toCheckout ? '/mall/checkout?from=cart' : '/mall/addresses', { replace: true });
      }}
    />
  );
}
