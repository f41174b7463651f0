import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@app/contract';
import { canOpenGeoUri, formatPlace, geoUri, type Place } from '#web/features/map/lib/place';
import { WorldMap } from './lazy-world-map';
import '#web/features/map/map.css';

/**
 * /open-location: a saved place with its pin, or the outline of its country when no place was
 * picked; "Open in maps app" only where the system opens `geo:` links (Android).
 */
export function OpenLocationScreen({
  heading,
  address,
  place,
  country,
  note,
}: {
  heading: ReactNode;
  address: string;
  place: Place | null;
  country: CountryCode | null;
  /** Said when there is no place to pin. */
  note: string;
}) {
  const { t } = useTranslation('address');
  return (
    <div className="location-page" data-testid="open-location">
      <div className="location-page__map">
        <WorldMap mode="show" place={place} country={country} label={t('map.showLabel', { address })} />
      </div>
      <div className="location-page__panel">
        <div className="location-page__heading" dir="auto">
          {heading}
        </div>
        <p className="location-page__address" dir="auto">
          {address}
        </p>
        {place ? (
          <bdi dir="ltr" className="location-page__coords" data-testid="location-coords">
            {formatPlace(place)}
          </bdi>
        ) : (
          <p className="location-page__note" data-testid="location-note">
            {note}
          </p>
        )}
        {place && canOpenGeoUri() && (
          <a className="location-page__app" href={geoUri(place, address)} data-testid="location-open-app">
            {t('map.openApp')}
          </a>
        )}
      </div>
    </div>
  );
}
