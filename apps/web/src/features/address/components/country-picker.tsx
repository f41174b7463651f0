import { useState } from 'react';
import { CheckList, Popup, SearchBar } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { countryLabel, filterCountries } from '#web/features/address/lib/countries';
import { useCountryOptions } from '#web/features/address/hooks/use-country-options';
import '#web/features/address/address.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
}

/** A country of the fixed list (the server refuses any other), searchable in the reader's language. */
export function CountryPicker({ value, onChange, onBlur, name }: Props) {
  const { t } = useTranslation('address');
  const options = useCountryOptions();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = filterCountries(options, query);
  const close = () => {
    setOpen(false);
    setQuery('');
    onBlur?.();
  };
  const choose = (next: string) => {
    onChange(next);
    close();
  };
  return (
    <>
      <button
        type="button"
        className={value ? 'country-field' : 'country-field country-field--empty'}
        onClick={() => setOpen(true)}
        name={name}
        data-testid="country-field"
      >
        <span>{value ? countryLabel(value, options) : t('address.countryPlaceholder')}</span>
        <DownOutline />
      </button>
      <Popup
        visible={open}
        onMaskClick={close}
        onClose={close}
        destroyOnClose
        bodyClassName="country-popup"
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
      >
        <div className="country-popup__title">{t('address.chooseCountry')}</div>
        <div className="country-popup__search">
          <SearchBar
            placeholder={t('address.searchCountry')}
            value={query}
            onChange={setQuery}
            onSearch={() => shown.length === 1 && choose(shown[0]!.value)}
          />
        </div>
        <div className="country-popup__list">
          <CheckList value={value ? [value] : []} onChange={(v) => typeof v[0] === 'string' && choose(v[0])}>
            {shown.map((o) => (
              <CheckList.Item key={o.code} value={o.value}>
                {o.label}
              </CheckList.Item>
            ))}
          </CheckList>
          {shown.length === 0 && (
            <p className="country-popup__none" role="status">
              {t('address.noCountry')}
            </p>
          )}
        </div>
      </Popup>
    </>
  );
}
