import { useState } from 'react';
import { Button, Selector, Skeleton, Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMoney, type BankChannel } from '@app/contract';
import { useBankChannels } from '#web/features/wallet/api/wallet';
import { copyText } from '#web/lib/clipboard';
import { BANK_SCALE, isolate } from '#web/features/wallet/lib/money';
import { BankForm } from './bank-form';
import { EmptyState, Facts, Section, useLocaleCode } from './common';

/** A value to pay with, and a button that copies it. */
function Copyable({ value, label, mono = false }: { value: string; label: string; mono?: boolean }) {
  const { t } = useTranslation('wallet');
  const copy = async () => {
    const ok = await copyText(value);
    Toast.show(
      ok
        ? { icon: 'success', content: t('wallet.copied') }
        : { icon: 'fail', content: t('wallet.copyFailed') },
    );
  };
  return (
    <>
      <bdi className={mono ? 'mono' : undefined}>{value}</bdi>
      <button
        type="button"
        className="copy-button"
        aria-label={t('bank:bank.copy', { label })}
        onClick={() => void copy()}
      >
        <FileOutline />
      </button>
    </>
  );
}

/** The account to pay into, each line to copy, with the timing rules of its region (spec §9). */
function ChannelDetails({ channel }: { channel: BankChannel }) {
  const { t } = useTranslation('bank');
  const locale = useLocaleCode();
  const lines: { key: string; value: string | null; mono?: boolean }[] = [
    { key: 'bankName', value: channel.bankName },
    { key: 'accountName', value: channel.accountName },
    { key: 'accountNumber', value: channel.accountNumber, mono: true },
    { key: 'routingNumber', value: channel.routingNumber, mono: true },
    { key: 'code', value: channel.code, mono: true },
    { key: 'bankAddress', value: channel.bankAddress },
    { key: 'accountType', value: channel.accountType },
    { key: 'currency', value: channel.currency },
  ];
  const minimum = formatMoney(channel.minAmount, locale, channel.currency, BANK_SCALE);
  return (
    <>
      <div className="bank-details" data-testid="bank-details">
        <Facts
          rows={lines
            .filter((line) => line.value)
            .map((line) => {
              const label = t(`bank.${line.key}`);
              return { label, value: <Copyable value={line.value!} label={label} mono={line.mono} /> };
            })}
        />
      </div>
      <Facts
        rows={[
          { label: t('bank.minimum'), value: <bdi dir="ltr">{minimum}</bdi> },
          {
            label: t('bank.rate'),
            value: (
              <bdi data-testid="bank-rate">
                {isolate(`1 ${channel.currency} = ${formatMoney(channel.rateMinorPerUnit, locale)}`)}
              </bdi>
            ),
          },
        ]}
      />
      <div className="notice" data-testid="bank-notes">
        <ul className="notice__list">
          <li>{t(`bank.note.${channel.region}`)}</li>
          <li>{t('bank.noteCurrency', { currency: channel.currency })}</li>
          <li>{t('bank.noteVoucher')}</li>
        </ul>
      </div>
    </>
  );
}

interface Props {
  onDone: () => void;
  onCoinDeposit: () => void;
}

/** Bank-card top-up (spec §2): step 1 choose the bank account and pay, step 2 report it with the voucher. */
export function BankScreen({ onDone, onCoinDeposit }: Props) {
  const { t } = useTranslation('bank');
  const channels = useBankChannels();
  const list = (channels.data ?? []).filter((c) => c.enabled);
  const [chosen, setChosen] = useState<number | null>(null);
  const channel = list.find((c) => c.id === chosen) ?? list[0] ?? null;

  if (channels.isPending) {
    return (
      <Section>
        <div className="wallet-section__body">
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      </Section>
    );
  }
  if (channels.isError) {
    return (
      <div className="page-status">
        <span className="page-status__text">{t('wallet:wallet.loadFailed')}</span>
        <Button size="small" color="primary" fill="outline" onClick={() => void channels.refetch()}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  }
  if (!channel) {
    return (
      <Section>
        <div data-testid="bank-none">
          <EmptyState text={t('bank.noChannel')} />
        </div>
        <div className="wallet-page-actions">
          <Button block color="primary" fill="outline" shape="rounded" onClick={onCoinDeposit}>
            {t('bank.coinDeposit')}
          </Button>
        </div>
      </Section>
    );
  }

  return (
    <>
      <Section title={t('bank.step1')}>
        <div className="picker-block">
          <Selector
            columns={1}
            showCheckMark={false}
            value={[String(channel.id)]}
            options={list.map((c) => ({
              label: <bdi>{c.name}</bdi>,
              description: (
                <bdi>
                  {c.currency} · {c.bankName}
                </bdi>
              ),
              value: String(c.id),
            }))}
            onChange={(values) => {
              const id = Number(values[0]);
              if (id) setChosen(id);
            }}
            data-testid="bank-channels"
          />
        </div>
        <ChannelDetails channel={channel} />
      </Section>
      <Section title={t('bank.step2')}>
        <BankForm key={channel.id} channel={channel} onDone={onDone} />
      </Section>
    </>
  );
}
