import { Button, Form, Popup } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { payOrderBody } from '@app/contract';
import { TradePasswordField } from '../../../components/trade-password-field';
import { submitHandler, useZodForm } from '../../../lib/form';
import { ApiError } from '../../../lib/request';
import { MoneyText } from '../../../components/money-text';

// The pay call's own rule for the password, required here because this sheet is only shown when it is.
const schema = payOrderBody.pick({ tradePassword: true }).required();

interface Props {
  total: number;
  /** Runs the payment with the password; a wrong password stays here as the field's error. */
  onSubmit: (tradePassword: string) => Promise<void>;
  onClose: () => void;
  onForgot: () => void;
}

function Sheet({ total, onSubmit, onForgot }: Omit<Props, 'onClose'>) {
  const { t } = useTranslation('order');
  const form = useZodForm(schema, { tradePassword: '' });
  const submit = submitHandler(form, async ({ tradePassword }) => {
    try {
      await onSubmit(tradePassword);
    } catch (error) {
      if (error instanceof ApiError && error.errorName === 'TRADE_PASSWORD_WRONG') {
        form.setError('tradePassword', { type: 'server', message: error.message });
        form.setValue('tradePassword', '');
        return;
      }
      throw error;
    }
  });
  return (
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
          loading={form.formState.isSubmitting}
          data-testid="pay-confirm"
        >
          {t('pay.confirm')}
        </Button>
      }
    >
      <div className="pay-sheet__amount">
        <span>{t('pay.amount')}</span>
        <MoneyText minor={total} className="pay-sheet__total" />
      </div>
      <TradePasswordField control={form.control} name="tradePassword" />
      <button type="button" className="text-link pay-sheet__forgot" onClick={onForgot}>
        {t('pay.forgot')}
      </button>
    </Form>
  );
}

/** The 6-digit trade password a payment over the configured amount needs (DESIGN §2). */
export function TradePasswordSheet({ visible, ...props }: Props & { visible: boolean }) {
  const { t } = useTranslation('order');
  return (
    <Popup
      visible={visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      destroyOnClose
      bodyClassName="pay-sheet"
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      <div className="pay-sheet__head" data-testid="trade-password-sheet">
        <LockOutline />
        <span>{t('pay.passwordTitle')}</span>
      </div>
      <p className="pay-sheet__hint">{t('pay.passwordHint')}</p>
      <Sheet total={props.total} onSubmit={props.onSubmit} onForgot={props.onForgot} />
    </Popup>
  );
}
