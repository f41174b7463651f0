import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ErrorBlock, Input, Skeleton, Toast } from 'antd-mobile';
import {
  AddCircleOutline,
  CheckCircleFill,
  ExclamationCircleFill,
  BankcardOutline,
  RightOutline,
  ShopbagOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { imageUrl, type ApiData, type CartLineInput } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { MEDIA_HOST } from '#web/config/app';
import { ApiError } from '#web/lib/request';
import { AddressPicker, AddressSummary, pickAddress, usePickedAddress } from '#web/features/address';
import { PayCurrencyNote } from '#web/features/wallet';
import { DiscountRows } from '#web/features/voucher';
import { usePreview, useRefreshOrders } from '#web/features/orders/api/orders';
import { callOnce } from '#web/lib/call-once';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { useOrderPayment } from '#web/features/orders/hooks/use-payment';
import { ORDER_PATHS } from '#web/features/orders/lib/paths';
import { OrderLineRow } from './order-lines';
import { PayResult } from './pay-result';
import '#web/features/orders/orders.css';

/** What is being bought: the cart's selected lines, or "buy now" lines. */
export type CheckoutSource = { fromCart: true } | { items: CartLineInput[] };

function CheckoutSkeleton() {
  return (
    <div className="checkout" data-testid="checkout-loading">
      {[3, 4, 2].map((lines, i) => (
        <section key={i} className="detail-card">
          <Skeleton.Paragraph lineCount={lines} animated />
        </section>
      ))}
    </div>
  );
}

interface Props {
  source: CheckoutSource | null;
  /** Runs before the confirmation is priced (a checkout from the cart waits for the cart merge). */
  prepare?: () => Promise<void>;
}

/** Order confirmation (spec §2): address, lines per store, totals, pay method, remark, pay now. */
export function CheckoutScreen({ source, prepare }: Props) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const picked = usePickedAddress();
  const [addressId, setAddressId] = useState<number | null>(picked);
  const [picking, setPicking] = useState(false);
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [paid, setPaid] = useState<ApiData<'order/create'> | null>(null);
  const attempt = useSubmitAttempt();
  const refresh = useRefreshOrders();
  const { pay, sheet } = useOrderPayment();
  const preview = usePreview({ ...(source ?? { items: [] }), ...(addressId ? { addressId } : {}) }, prepare);
  const data = preview.data;

  // A chosen address that is gone (deleted elsewhere): fall back to the default.
  const lostAddress = preview.error instanceof ApiError && preview.error.error === 'ADDRESS_NOT_FOUND';
  useEffect(() => {
    if (lostAddress && addressId !== null) {
      pickAddress(null);
      setAddressId(null);
    }
  }, [lostAddress, addressId]);

  if (paid) return <PayResult paid={paid.paid} orders={paid.orders.length} />;
  if (!source) {
    return (
      <ErrorBlock status="empty" title={t('checkout.nothing')} description="" className="checkout-error">
        <Button color="primary" shape="rounded" onClick={() => void navigate(ORDER_PATHS.cart)}>
          {t('checkout.toCart')}
        </Button>
      </ErrorBlock>
    );
  }
  if (preview.isPending || (lostAddress && !data)) return <CheckoutSkeleton />;
  if (!data) {
    const message = preview.error instanceof ApiError ? preview.error.message : t('common:loadFailed');
    return (
      <ErrorBlock
        status="default"
        title={t('checkout.cannot')}
        description={message}
        className="checkout-error"
        data-testid="checkout-error"
      >
        <div className="checkout-error__actions">
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void preview.refetch()}>
            {t('action.retry', { ns: 'common' })}
          </Button>
          <Button color="primary" shape="rounded" onClick={() => void navigate(ORDER_PATHS.cart)}>
            {t('checkout.toCart')}
          </Button>
        </div>
      </ErrorBlock>
    );
  }

  // What the buyer pays: the total less the coupon and vouchers this checkout gets (decision 44).
  const short = data.balance < data.payTotal;
  const payNow = async () => {
    if (submitting) return;
    if (!data.address) {
      Toast.show({ content: t('checkout.addressRequired'), position: 'center' });
      return;
    }
    setSubmitting(true);
    const order = {
      ...source,
      addressId: data.address.id,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    };
    // Placed and paid in one call (decision 65): a refused payment places nothing, so a retry
    // (a wrong password, a lost answer) is the same checkout again.
    const run = async (tradePassword?: string) => {
      const result = await callOnce(
        'order/create',
        { ...order, pay: true, ...(tradePassword ? { tradePassword } : {}) },
        attempt,
        { silent: true },
      );
      setPaid(result);
      void refresh.afterCheckout();
    };
    try {
      await pay(data.payTotal, run, {
        over: data.tradePasswordOver,
        hasTradePassword: data.hasTradePassword,
      });
    } catch (error) {
      toastError(error);
      // What made it fail (a price, the stock, the balance) shows in the confirmation again.
      void preview.refetch();
    } finally {
      setSubmitting(false);
    }
  };

  const units = data.groups.reduce((n, g) => n + g.lines.reduce((m, l) => m + l.quantity, 0), 0);
  return (
    <div className="checkout" data-testid="checkout">
      <button
        type="button"
        className="detail-card checkout-address"
        onClick={() => (data.address ? setPicking(true) : void navigate(ORDER_PATHS.addAddress))}
        data-testid="checkout-address"
      >
        {data.address ? (
          <AddressSummary address={data.address} icon />
        ) : (
          <span className="checkout-address__add">
            <AddCircleOutline />
            {t('checkout.addAddress')}
          </span>
        )}
        <RightOutline className="flip-rtl checkout-address__arrow" />
      </button>

      {data.groups.map((group) => (
        <section key={group.store.id} className="detail-card" data-testid="checkout-group">
          <div className="order-store order-store--static">
            {group.store.logo ? (
              <img src={imageUrl(group.store.logo, MEDIA_HOST)} alt="" />
            ) : (
              <ShopbagOutline />
            )}
            <span dir="auto">{group.store.name}</span>
          </div>
          <div className="order-card__lines">
            {group.lines.map((line) => (
              <OrderLineRow key={line.skuId} line={line} />
            ))}
          </div>
          <dl className="detail-rows">
            <div className="detail-row">
              <dt>{t('money.shipping')}</dt>
              <dd>{group.shippingTotal > 0 ? <MoneyText minor={group.shippingTotal} /> : t('money.free')}</dd>
            </div>
            <DiscountRows discounts={group.discounts} />
            <div className="detail-row">
              <dt>{t('checkout.storeTotal')}</dt>
              <dd>
                <MoneyText minor={group.payTotal} className="checkout-subtotal" />
              </dd>
            </div>
          </dl>
        </section>
      ))}

      <section className="detail-card checkout-remark">
        <label htmlFor="checkout-remark">{t('checkout.remark')}</label>
        <Input
          id="checkout-remark"
          value={remark}
          onChange={setRemark}
          maxLength={200}
          clearable
          placeholder={t('checkout.remarkPlaceholder')}
        />
      </section>

      <section className="detail-card">
        <h3 className="detail-card__title">{t('checkout.payMethod')}</h3>
        <div className="pay-method" data-testid="pay-method">
          <BankcardOutline className="pay-method__icon" />
          <span className="pay-method__name">
            {t('checkout.walletBalance')} (<MoneyText minor={data.balance} testId="wallet-balance" />)
          </span>
          <CheckCircleFill className="pay-method__tick" />
        </div>
        {!short && (
          <div className="pay-after" data-testid="balance-after">
            <span>{t('payConfirm.after')}</span>
            <MoneyText minor={data.balance - data.payTotal} />
          </div>
        )}
        {short && (
          <div className="pay-short" role="alert" data-testid="balance-short">
            <ExclamationCircleFill />
            <span>{t('checkout.short')}</span>
            <MoneyText minor={data.payTotal - data.balance} className="pay-short__missing" />
            <button type="button" className="text-link" onClick={() => void navigate(ORDER_PATHS.deposit)}>
              {t('checkout.topUp')}
            </button>
          </div>
        )}
      </section>

      <section className="detail-card">
        <dl className="detail-rows detail-rows--flush">
          <div className="detail-row">
            <dt>{t('money.itemsCount', { count: units })}</dt>
            <dd>
              <MoneyText minor={data.itemTotal} />
            </dd>
          </div>
          <div className="detail-row">
            <dt>{t('money.shippingTotal')}</dt>
            <dd>{data.shippingTotal > 0 ? <MoneyText minor={data.shippingTotal} /> : t('money.free')}</dd>
          </div>
          {data.discountTotal > 0 && (
            <div className="detail-row discount-row" data-testid="checkout-discount">
              <dt>{t('voucher:discount.total')}</dt>
              <dd className="discount-row__amount">
                <span aria-hidden="true">−</span>
                <MoneyText minor={data.discountTotal} />
              </dd>
            </div>
          )}
          <div className="detail-row detail-row--strong">
            <dt>{t(data.discountTotal > 0 ? 'voucher:discount.toPay' : 'money.total')}</dt>
            <dd>
              <MoneyText minor={data.payTotal} className="detail-total" />
            </dd>
          </div>
        </dl>
        <p className="checkout-note">{t('checkout.protectNote')}</p>
        <PayCurrencyNote className="checkout-note" />
      </section>

      <div className="checkout-bar">
        <div className="checkout-bar__total">
          <span>{t(data.discountTotal > 0 ? 'voucher:discount.toPay' : 'money.total')}</span>
          <MoneyText minor={data.payTotal} className="checkout-bar__amount" testId="checkout-total" />
        </div>
        <Button
          color="primary"
          shape="rounded"
          size="large"
          className="checkout-bar__pay"
          loading={submitting}
          onClick={() => void payNow()}
          data-testid="pay-now"
        >
          {t('checkout.payNow')}
        </Button>
      </div>

      <AddressPicker
        visible={picking}
        value={data.address?.id ?? null}
        onClose={() => setPicking(false)}
        onPick={(id) => {
          pickAddress(id);
          setAddressId(id);
          setPicking(false);
        }}
        onAdd={() => {
          setPicking(false);
          void navigate(ORDER_PATHS.addAddress);
        }}
        onManage={() => {
          setPicking(false);
          void navigate(ORDER_PATHS.addresses);
        }}
      />
      {sheet}
    </div>
  );
}
