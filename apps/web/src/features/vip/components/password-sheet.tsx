import { Button, Form, Popup } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { payVipBody } from '@app/contract';
import { MoneyText } from '../../../components/money-text';
import { TradePasswordField } from '../../../components/trade-password-field';
import { submitHandler, useZodForm } from '../../../lib/form';
import { ApiError } from '../../../lib/request';

// The pay call's own rule for the password, required here: this sheet only opens when it is.
const schema = payVipBody.pick({ tradePassword: true }).required();

interface Props {
  price: number;
  /** Pays with the password; a wrong password stays here as the field's error. */
  onSubmit: (tradePassword: string) => Promise<void>;
  onForgot: () => void;
}

function SheetForm({ price, onSubmit, onForgot }: Props) {
  const { t } = useTranslation('drama');
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
          data-testid="vip-password-confirm"
        >
          {t('vip.password.confirm')}
        </Button>
      }
    >
      <div className="vip-sheet__amount">
        <span>{t('vip.password.amount')}</span>
        <MoneyText minor={price} className="vip-sheet__total" />
      </div>
      <TradePasswordField control={form.control} name="tradePassword" />
      <button type="button" className="text-link vip-sheet__forgot" onClick={onForgot}>
        {t('vip.password.forgot')}
      </button>
    </Form>
  );
}

/** The 6-digit trade password a membership over the configured amount needs. */
export function PasswordSheet({
  visible,
  onClose,
  ...props
}: Props & { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('drama');
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName="vip-sheet"
      bodyStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16 }}
    >
      <div className="vip-sheet__head" data-testid="vip-password-sheet">
        <LockOutline />
        <span>{t('vip.password.title')}</span>
      </div>
      <p className="vip-sheet__hint">{t('vip.password.hint')}</p>
      <SheetForm {...props} />
    </Popup>
  );
}
