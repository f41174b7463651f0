import { useMemo, useState } from 'react';
import { Button, CheckList, Form, List, Popup, Skeleton, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import {
  minorToDecimal,
  parseAmount,
  withdrawBody,
  type CurrencyInfo,
  type WalletAddress,
} from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { useCurrentUser } from '#web/lib/session';
import { TradePasswordField } from '#web/components/trade-password-field';
import { CodeField } from '#web/components/code-field';
import { useAddresses, useCurrencies, useWallet, useWithdraw } from '#web/features/wallet/api/wallet';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { isolate, limitLeft, maxWithdrawable, money, previewWithdraw } from '#web/features/wallet/lib/money';
import { amountInput } from '#web/features/wallet/lib/amount';
import { AddressFormPopup } from './address-form';
import { AmountField } from './amount-field';
import { EmptyState, Facts, Section, useLocaleCode } from './common';
import { FundsHoldNotice } from './funds-hold-notice';
import { TradePasswordGate } from './trade-password-gate';

interface Props {
  onSetTradePassword: () => void;
  onDone: () => void;
}

const shortAddress = (a: string) => (a.length > 22 ? `${a.slice(0, 10)}…${a.slice(-8)}` : a);

function AddressPicker({
  addresses,
  value,
  onChange,
  onAdd,
}: {
  addresses: WalletAddress[];
  value: WalletAddress | null;
  onChange: (id: number) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation('wallet');
  const [open, setOpen] = useState(false);
  return (
    <>
      <List>
        <List.Item
          data-testid="withdraw-address"
          onClick={() => setOpen(true)}
          description={value && <span className="mono">{shortAddress(value.address)}</span>}
          extra={t('wallet.withdraw.change')}
        >
          {value ? (
            <div className="record-item__title">
              <strong>{value.currency}</strong>
              <span>· {value.network}</span>
              {value.label && <span className="record-item__meta">· {value.label}</span>}
            </div>
          ) : (
            t('wallet.withdraw.chooseAddress')
          )}
        </List.Item>
      </List>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
      >
        <div className="popup-title">{t('wallet.withdraw.chooseAddress')}</div>
        <div className="popup-body">
          <CheckList
            value={value ? [value.id] : []}
            onChange={(values) => {
              const id = values[0];
              if (typeof id === 'number') onChange(id);
              setOpen(false);
            }}
          >
            {addresses.map((a) => (
              <CheckList.Item key={a.id} value={a.id} description={<span className="mono">{a.address}</span>}>
                {a.currency} · {a.network}
                {a.label ? ` · ${a.label}` : ''}
              </CheckList.Item>
            ))}
          </CheckList>
          <div className="wallet-page-actions">
            <Button
              block
              fill="outline"
              color="primary"
              shape="rounded"
              onClick={() => {
                setOpen(false);
                onAdd();
              }}
            >
              <AddOutline /> {t('wallet.address.add')}
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}

function WithdrawFields({
  currency,
  address,
  balance,
  withdrawnToday,
  email,
  onDone,
}: {
  currency: CurrencyInfo;
  address: WalletAddress;
  balance: number;
  /** Withdrawn or under review in the last 24 hours; counts against the 24-hour limit. */
  withdrawnToday: number;
  email: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const locale = useLocaleCode();
  const attempt = useSubmitAttempt();
  const withdraw = useWithdraw(attempt);

  // The contract's code and trade-password rules; the amount is also checked against what this
  // network allows (minimum, what is left of the 24-hour limit) and what the wallet holds, fee included.
  const schema = useMemo(
    () =>
      withdrawBody.omit({ addressId: true }).extend({
        amount: amountInput((value) => {
          const parsed = parseAmount(value);
          if ('error' in parsed) return parsed.error;
          const { problem } = previewWithdraw(parsed.minor, currency, balance, withdrawnToday);
          const left = limitLeft(currency, withdrawnToday) ?? 0;
          if (!problem) return undefined;
          return {
            belowMinimum: t('wallet.withdraw.belowMinimum', {
              min: isolate(money(currency.minWithdraw, locale)),
            }),
            overLimit: withdrawnToday
              ? t('wallet.withdraw.overLimitLeft', {
                  limit: isolate(money(currency.withdrawDailyLimit, locale)),
                  left: isolate(money(left, locale)),
                })
              : t('wallet.withdraw.overLimit', {
                  limit: isolate(money(currency.withdrawDailyLimit, locale)),
                }),
            insufficient: t('wallet.withdraw.insufficient'),
          }[problem];
        }),
      }),
    [currency, balance, withdrawnToday, locale, t],
  );
  const form = useZodForm(schema, { amount: '', code: '', tradePassword: '' });
  const typed = parseAmount(form.watch('amount') ?? '');
  const preview = 'minor' in typed ? previewWithdraw(typed.minor, currency, balance, withdrawnToday) : null;
  const max = maxWithdrawable(currency, balance, withdrawnToday);

  const submit = submitHandler(form, async (values) => {
    await withdraw.mutateAsync({
      addressId: address.id,
      amount: values.amount.trim(),
      code: values.code,
      tradePassword: values.tradePassword,
    });
    Toast.show({ icon: 'success', content: t('wallet.withdraw.done') });
    onDone();
  });

  return (
    <>
      <Facts
        rows={[
          { label: t('wallet.withdraw.available'), value: <bdi dir="ltr">{money(balance, locale)}</bdi> },
          {
            label: t('wallet.withdraw.fee'),
            value: <bdi dir="ltr">{money(currency.withdrawFee, locale)}</bdi>,
          },
          {
            label: t('wallet.withdraw.minimum'),
            value: <bdi dir="ltr">{money(currency.minWithdraw, locale)}</bdi>,
          },
          {
            label: t('wallet.withdraw.dailyLimit'),
            value: (
              <bdi dir={currency.withdrawDailyLimit > 0 ? 'ltr' : undefined}>
                {currency.withdrawDailyLimit > 0
                  ? money(currency.withdrawDailyLimit, locale)
                  : t('wallet.withdraw.noLimit')}
              </bdi>
            ),
          },
          ...(currency.withdrawDailyLimit > 0
            ? [
                {
                  label: t('wallet.withdraw.usedToday'),
                  value: (
                    <bdi dir="ltr" data-testid="withdrawn-today">
                      {money(withdrawnToday, locale)}
                    </bdi>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Form
        layout="vertical"
        onFinish={() => void submit()}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            shape="rounded"
            size="large"
            loading={withdraw.isPending}
            disabled={!currency.withdrawEnabled}
          >
            {t('wallet.withdraw.submit')}
          </Button>
        }
      >
        <AmountField
          control={form.control}
          name="amount"
          label={t('wallet.withdraw.amount')}
          placeholder={t('wallet.withdraw.amountPlaceholder')}
          extra={
            <button
              type="button"
              className="text-link"
              disabled={max <= 0}
              onClick={() =>
                form.setValue('amount', minorToDecimal(max), { shouldValidate: true, shouldTouch: true })
              }
            >
              {t('wallet.withdraw.all')}
            </button>
          }
          preview={
            preview && [
              {
                label: t('wallet.withdraw.receive'),
                value: <bdi dir="ltr">{money(preview.amount, locale)}</bdi>,
              },
              { label: t('wallet.withdraw.fee'), value: <bdi dir="ltr">{money(preview.fee, locale)}</bdi> },
              {
                label: t('wallet.withdraw.total'),
                value: (
                  <bdi dir="ltr" data-testid="withdraw-total">
                    {money(preview.total, locale)}
                  </bdi>
                ),
                total: true,
              },
            ]
          }
        />
        <CodeField
          control={form.control}
          name="code"
          label={t('wallet.withdraw.codeLabel', { email: isolate(email) })}
          scene="withdraw"
          getEmail={() => email}
          onInvalidEmail={() => undefined}
        />
        <TradePasswordField control={form.control} name="tradePassword" />
      </Form>
      <p className="form-hint">{t('wallet.withdraw.hint')}</p>
    </>
  );
}

/** Withdraw to a saved address: fee, minimum, 24-hour limit and what it has used shown before submitting. */
export function WithdrawScreen({ onSetTradePassword, onDone }: Props) {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const addresses = useAddresses();
  const currencies = useCurrencies();
  const { data: user } = useCurrentUser();
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);

  if (!wallet.data || !addresses.data || !currencies.data || !user) {
    return (
      <Section>
        <div className="wallet-section__body">
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      </Section>
    );
  }
  // Paused after a password reset or email change: say so first (no trade password helps now).
  if (wallet.data.fundsHold) return <FundsHoldNotice hold={wallet.data.fundsHold} />;
  if (!wallet.data.hasTradePassword) return <TradePasswordGate onSet={onSetTradePassword} />;

  const list = addresses.data;
  const address = list.find((a) => a.id === chosen) ?? list[0] ?? null;
  const currency = address ? currencies.data.find((c) => c.id === address.currencyId) : undefined;

  return (
    <>
      <Section title={t('wallet.withdraw.to')}>
        {address ? (
          <AddressPicker
            addresses={list}
            value={address}
            onChange={setChosen}
            onAdd={() => setAdding(true)}
          />
        ) : (
          <>
            <EmptyState text={t('wallet.withdraw.noAddress')} />
            <div className="wallet-page-actions">
              <Button
                block
                color="primary"
                shape="rounded"
                data-testid="withdraw-add-address"
                onClick={() => setAdding(true)}
              >
                <AddOutline /> {t('wallet.address.add')}
              </Button>
            </div>
          </>
        )}
      </Section>
      {address && currency && (
        <Section title={t('wallet.withdraw.details')}>
          {!currency.withdrawEnabled && <p className="notice">{t('wallet.withdraw.paused')}</p>}
          <WithdrawFields
            key={address.id}
            currency={currency}
            address={address}
            balance={wallet.data.balance}
            withdrawnToday={wallet.data.withdrawnToday}
            email={user.email}
            onDone={onDone}
          />
        </Section>
      )}
      <AddressFormPopup
        target={adding ? 'new' : null}
        onClose={() => setAdding(false)}
        onSaved={(saved) => setChosen(saved.id)}
      />
    </>
  );
}
