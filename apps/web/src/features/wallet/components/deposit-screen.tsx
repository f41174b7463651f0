import { useState } from 'react';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@app/contract';
import { assetAmount, isolate } from '#web/features/wallet/lib/money';
import { useCurrencies } from '#web/features/wallet/api/wallet';
import { CurrencyPicker } from './currency-picker';
import { DepositAddress } from './deposit-address';
import { DepositForm } from './deposit-form';
import { EmptyState, Facts, Section, useLocaleCode } from './common';

/** Crypto deposit (DESIGN §2): pick currency and network, send to the address, report the transfer. */
export function DepositScreen({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const locale = useLocaleCode();
  const currencies = useCurrencies();
  const list = (currencies.data ?? []).filter((c) => c.depositEnabled);
  const [chosen, setChosen] = useState<number | null>(null);
  const currency = list.find((c) => c.id === chosen) ?? list[0] ?? null;

  if (currencies.isPending) {
    return (
      <Section>
        <div className="wallet-section__body">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      </Section>
    );
  }
  if (!currency) {
    return (
      <Section>
        <EmptyState text={t('wallet.deposit.noneOpen')} />
      </Section>
    );
  }

  return (
    <>
      <Section title={t('wallet.deposit.step1')}>
        <CurrencyPicker list={list} value={currency.id} onChange={setChosen} />
        <div className="wallet-section__body" />
      </Section>
      <Section title={t('wallet.deposit.step2', { currency: currency.currency, network: currency.network })}>
        <DepositAddress currency={currency} />
        <Facts
          rows={[
            {
              label: t('wallet.deposit.rate'),
              value: (
                <bdi>
                  {t('wallet.deposit.rateValue', {
                    currency: currency.currency,
                    amount: isolate(formatMoney(currency.rateMinorPerUnit, locale)),
                  })}
                </bdi>
              ),
            },
            {
              label: t('wallet.deposit.minimum'),
              value: <bdi>{assetAmount(currency.minDeposit, currency.scale, currency.currency)}</bdi>,
            },
          ]}
        />
        <p className="notice">
          {t('wallet.deposit.notice', { currency: currency.currency, network: currency.network })}
        </p>
      </Section>
      <Section title={t('wallet.deposit.step3')}>
        <DepositForm key={currency.id} currency={currency} onDone={onDone} />
      </Section>
    </>
  );
}
