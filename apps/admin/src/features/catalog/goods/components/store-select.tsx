import { useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '#admin/features/catalog/goods/api/goods';

interface Props {
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** The chosen store's name, shown while the options do not include it. */
  fallbackLabel?: string;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  testId?: string;
  ariaLabel?: string;
}

/** A store, found by name on the server. */
export function StoreSelect({
  value,
  onChange,
  fallbackLabel,
  placeholder,
  allowClear = false,
  disabled = false,
  style,
  testId,
  ariaLabel,
}: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useStoreOptions(keyword.trim());
  const options = (data?.list ?? []).map((s) => ({ value: s.id, label: s.name }));
  if (value !== undefined && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: fallbackLabel ?? `#${value}` });
  }
  return (
    <Select<number>
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={options}
      placeholder={placeholder}
      allowClear={allowClear}
      disabled={disabled}
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onOpenChange={(open) => (open ? undefined : setKeyword(''))}
      notFoundContent={isFetching ? t('state.loading') : t('catalog:console.goods.noStores')}
      style={style}
      aria-label={ariaLabel}
      data-testid={testId}
    />
  );
}
