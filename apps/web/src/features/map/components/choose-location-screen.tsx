import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@app/contract';
import { countryDisplayName, formatPlace, type Place } from '#web/features/map/lib/place';
import { WorldMap } from './lazy-world-map';
import '#web/features/map/map.css';

/**
 * /choose-location: the pin stays in the middle while the buyer moves and zooms the map under it; the
 * country under the pin is found from the shipped shapes; "Use this place" hands both back.
 */
export function ChooseLocationScreen({
  start,
  country,
  onConfirm,
}: {
  start: Place | null;
  country: CountryCode | null;
  onConfirm: (place: Place, country: CountryCode) => void;
}) {
  const { t, i18n } = useTranslation('address');
  const [at, setAt] = useState<{ place: Place; country: CountryCode | null } | null>(null);
  return (
    <div className="location-page" data-testid="choose-location">
      <p className="location-page__hint">{t('map.pickHint')}</p>
      <div className="location-page__map">
        <WorldMap
          mode="pick"
          place={start}
          country={country}
          label={t('map.pickLabel')}
          onPick={(place, code) => setAt({ place, country: code })}
        />
      </div>
      <div className="location-page__panel">
        <div className="location-page__where" aria-live="polite">
          {at?.country ? (
            <>
              <strong data-testid="location-country" data-code={at.country}>
                {countryDisplayName(at.country, i18n.language)}
              </strong>
              <bdi dir="ltr" className="location-page__coords" data-testid="location-coords">
                {formatPlace(at.place)}
              </bdi>
            </>
          ) : (
            <span className="location-page__warn" data-testid="location-at-sea">
              {at ? t('map.atSea') : t('map.loading')}
            </span>
          )}
        </div>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={!at?.country}
          onClick={() => {
            if (at?.country) onConfirm(at.place, at.country);
          }}
          data-testid="location-confirm"
        >
          {t('map.confirm')}
        </Button>
      </div>
    </div>
  );
}
