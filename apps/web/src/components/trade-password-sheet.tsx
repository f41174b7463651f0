import { Button, Form, Popup } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { z } from 'zod';
import { tradePasswordField } from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { ApiError } from '#web/lib/request';
import { MoneyText } from './money-text';
import { TradePasswordField } from './trade-password-field';
import './trade-password-sheet.css';

// The payment calls' own rule for the password, required here: the sheet only opens when it is.
const schema = z.object({ tradePassword: tradePasswordField });

export interface TradePasswordSheetProps {
  visible: boolean;
  /** What is about to be paid, in wallet minor units. */
  amount: number;
  /** Pays with the password; a wrong password stays here as the field's error. */
  onSubmit: (tradePassword: string) => Promise<void>;
  onClose: () => void;
  onForgot: () => void;
  /** The caller's words (each feature keeps its own translations). */
  labels: { title: string; hint: string; amount: string; confirm: string; forgot: string };
  /** Class prefix of the caller's styles, e.g. `pay-sheet`. */
  classPrefix: string;
  testIds: { sheet: string; confirm: string };
  radius?: number;
}

function SheetForm({ amount, onSubmit, onForgot, labels, classPrefix, testIds }: TradePasswordSheetProps) {
  const form = useZodForm(schema, { tradePassword: '' });
  const submit = submitHandler(form, async ({ tradePassword }) => {
    try {
      await onSubmit(tradePassword);
    } catch (error) {
      if (error instanceof ApiError && error.error === 'TRADE_PASSWORD_WRONG') {
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
          data-testid={testIds.confirm}
        >
          {labels.confirm}
        </Button>
      }
    >
      <div className={`${classPrefix}__amount`}>
        <span>{labels.amount}</span>
        <MoneyText minor={amount} className={`${classPrefix}__total`} />
      </div>
      <TradePasswordField control={form.control} name="tradePassword" />
      <button type="button" className={`text-link ${classPrefix}__forgot`} onClick={onForgot}>
        {labels.forgot}
      </button>
    </Form>
  );
}

/** The 6-digit trade password a payment over the configured amount needs (DESIGN §2). */
export function TradePasswordSheet(props: TradePasswordSheetProps) {
  const { visible, onClose, classPrefix, labels, testIds, radius = 12 } = props;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={classPrefix}
      bodyStyle={{ borderTopLeftRadius: radius, borderTopRightRadius: radius }}
    >
      <div className={`${classPrefix}__head`} data-testid={testIds.sheet}>
        <LockOutline />
        <span>{labels.title}</span>
      </div>
      <p className={`${classPrefix}__hint`}>{labels.hint}</p>
      <SheetForm {...props} />
    </Popup>
  );
}
