import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { countryCodeOf, type CountryCode } from '@app/contract';
import { signinRedirect } from '#web/app/guard';
import { useLocal } from '#web/lib/storage';
import { countryLabel, useAddress, useCountryOptions } from '#web/features/address';
import { useOrderInfo } from '#web/features/orders';
import { useStorePage } from '#web/features/catalog';
import { OpenLocationScreen, type Place } from '#web/features/map';

type Kind = 'address' | 'order' | 'store';

interface Shown {
  heading: ReactNode;
  address: string;
  place: Place | null;
  country: CountryCode | null;
  note: string;
}

function idOf(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

const placeOf = (a: { latitude: number | null; longitude: number | null }): Place | null =>
  a.latitude !== null && a.longitude !== null ? { latitude: a.latitude, longitude: a.longitude } : null;

/**
 * `/open-location?address=ID`, `?order=ID` or `?store=ID`: a saved address (the buyer's own), an
 * order's shipping address (the buyer's own order) or a store's address on the map.
 */
export default function OpenLocationPage() {
  const { t } = useTranslation('address');
  const [params] = useSearchParams();
  const location = useLocation();
  const signedIn = useLocal((s) => s.token) !== null;
  const countries = useCountryOptions();
  const kind: Kind | null = params.has('address')
    ? 'address'
    : params.has('order')
      ? 'order'
      : params.has('store')
        ? 'store'
        : null;
  const id = kind ? idOf(params.get(kind)) : null;
  const address = useAddress(kind === 'address' && signedIn ? id : null);
  const order = useOrderInfo(kind === 'order' && signedIn && id ? id : 0);
  const store = useStorePage(kind === 'store' && id ? id : 0);

  if ((kind === 'address' || kind === 'order') && !signedIn)
    return <Navigate to={signinRedirect(location)} replace />;

  const query = kind === 'address' ? address : kind === 'order' ? order : kind === 'store' ? store : null;
  if (!kind || id === null || !query || query.isError) {
    return (
      <ErrorBlock status="default" title={t('map.cannotShow')} description={t('map.cannotShowHint')}>
        {query?.isError && (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void query.refetch()}>
            {t('action.retry', { ns: 'common' })}
          </Button>
        )}
      </ErrorBlock>
    );
  }

  let shown: Shown | null = null;
  // A saved address and an order's shipping address show alike.
  const shippingAddress =
    kind === 'address' ? address.data : kind === 'order' ? order.data?.address : undefined;
  if (shippingAddress) {
    const a = shippingAddress;
    shown = {
      heading: a.recipient,
      address: [a.street, a.region, a.postcode, countryLabel(a.country, countries)]
        .filter(Boolean)
        .join(', '),
      place: placeOf(a),
      country: countryCodeOf(a.country) ?? null,
      note: t('map.noPlace'),
    };
  } else if (kind === 'store' && store.data) {
    const s = store.data.store;
    shown = {
      heading: s.name,
      address: s.address,
      place: placeOf(s),
      country: null,
      note: t('map.noStorePlace'),
    };
  }
  if (!shown) {
    return (
      <div style={{ padding: 16 }}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  return <OpenLocationScreen {...shown} />;
}
