import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CurrencyInfo } from '@app/contract';
import { assetCodes, networksOf } from '#web/features/wallet/lib/money';

interface Props {
  list: CurrencyInfo[];
  value: number | null;
  onChange: (id: number) => void;
  /** Inside a form field, which has its own padding. */
  flush?: boolean;
}

/** Choose the currency first, then one of its networks; each pick is one configured entry. */
export function CurrencyPicker({ list, value, onChange, flush = false }: Props) {
  const { t } = useTranslation('wallet');
  const selected = list.find((c) => c.id === value) ?? null;
  const codes = assetCodes(list);
  const networks = selected ? networksOf(list, selected.currency) : [];
  const block = flush ? 'picker-block picker-block--flush' : 'picker-block';
  return (
    <>
      <div className={block}>
        <div className="picker-block__label">{t('wallet.pickCurrency')}</div>
        <Selector
          columns={3}
          showCheckMark={false}
          value={selected ? [selected.currency] : []}
          options={codes.map((code) => ({ label: code, value: code }))}
          onChange={(values) => {
            const code = values[0];
            if (!code || code === selected?.currency) return;
            const first = networksOf(list, code)[0];
            if (first) onChange(first.id);
          }}
          data-testid="pick-currency"
        />
      </div>
      {selected && (
        <div className={block}>
          <div className="picker-block__label">{t('wallet.pickNetwork')}</div>
          <Selector
            columns={3}
            showCheckMark={false}
            value={[String(selected.id)]}
            options={networks.map((c) => ({ label: c.network, value: String(c.id) }))}
            onChange={(values) => {
              const id = Number(values[0]);
              if (id) onChange(id);
            }}
            data-testid="pick-network"
          />
        </div>
      )}
    </>
  );
}
