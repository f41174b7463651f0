import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '#web/components/money-text';
import { ORDER_PATHS } from '#web/features/orders/lib/paths';

/** After paying: how much left the wallet, and where to go next. */
export function PayResult({ paid, orders }: { paid: number; orders: number }) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  return (
    <div className="pay-result" data-testid="pay-result">
      <div className="pay-result__badge" aria-hidden>
        <CheckOutline />
      </div>
      <h2>{t('result.title')}</h2>
      <MoneyText minor={paid} className="pay-result__amount" />
      <p>{t('result.text', { count: orders })}</p>
      <div className="pay-result__actions">
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => void navigate(ORDER_PATHS.orders(), { replace: true })}
          data-testid="result-orders"
        >
          {t('result.orders')}
        </Button>
        <Button
          block
          color="primary"
          fill="outline"
          shape="rounded"
          size="large"
          onClick={() => void navigate(ORDER_PATHS.home, { replace: true })}
        >
          {t('result.shop')}
        </Button>
      </div>
    </div>
  );
}
