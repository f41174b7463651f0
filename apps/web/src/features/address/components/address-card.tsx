import type { ReactNode } from 'react';
import { Tag } from 'antd-mobile';
import { LocationFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { AddressInfo } from '@app/contract';
import { addressLine } from '#web/features/address/lib/countries';
import { useCountryOptions } from '#web/features/address/hooks/use-country-options';

type Shown = Omit<AddressInfo, 'id' | 'isDefault'> & { isDefault?: boolean };

/** Recipient, phone and the full address, with the "Default" tag. */
export function AddressSummary({ address, icon = false }: { address: Shown; icon?: boolean }) {
  const { t } = useTranslation('address');
  const countries = useCountryOptions();
  return (
    <div className="address-summary">
      {icon && <LocationFill className="address-summary__icon" />}
      <div className="address-summary__text">
        <div className="address-summary__who">
          <strong dir="auto">{address.recipient}</strong>
          <bdi dir="ltr" className="address-summary__phone">
            {address.phone}
          </bdi>
          {address.isDefault && (
            <Tag color="primary" fill="outline" className="address-summary__tag">
              {t('address.default')}
            </Tag>
          )}
        </div>
        <p className="address-summary__line" dir="auto">
          {addressLine(address, countries)}
        </p>
      </div>
    </div>
  );
}

/** An address as a card: tap to choose (picking) and a row of actions. */
export function AddressCard({
  address,
  actions,
  onClick,
}: {
  address: AddressInfo;
  actions?: ReactNode;
  onClick?: () => void;
}) {
  return (
    <article
      className="address-card"
      data-testid="address-card"
      data-default={address.isDefault || undefined}
    >
      {onClick ? (
        <button type="button" className="address-card__main" onClick={onClick}>
          <AddressSummary address={address} />
        </button>
      ) : (
        <div className="address-card__main">
          <AddressSummary address={address} />
        </div>
      )}
      {actions && <div className="address-card__actions">{actions}</div>}
    </article>
  );
}
