import { useNavigate, useSearchParams } from 'react-router';
import { countryCodeOf } from '@app/contract';
import { returnPickedPlace } from '#web/features/address';
import { ChooseLocationScreen, parsePlace } from '#web/features/map';

/**
 * `/choose-location?lat=&lng=` (or `?country=DE`): pick a place on the map; "Use this place" goes
 * back to the address form that opened it, with the place and its country.
 */
export default function ChooseLocationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const start = parsePlace(params.get('lat'), params.get('lng'));
  const country = countryCodeOf(params.get('country') ?? '') ?? null;
  return (
    <ChooseLocationScreen
      start={start}
      country={country}
      onConfirm={(place, code) => {
        returnPickedPlace({ ...place, country: code });
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) void navigate(-1);
        else void navigate('/mall/addresses/edit', { replace: true });
      }}
    />
  );
}
