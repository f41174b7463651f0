import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRADE_PASSWORD_LENGTH } from '@app/contract';
import { TextField } from './form-field';

interface Props<In extends FieldValues, Out extends FieldValues> {
  control: Control<In, unknown, Out>;
  name: Path<In>;
  /** "Trade password" and its placeholder unless told, e.g. for the confirmation. */
  label?: string;
  placeholder?: string;
  /** Drop the value when the field leaves the form (a field shown for one choice only). */
  shouldUnregister?: boolean;
}

/** The 6-digit trade password input that money calls ask for. */
export function TradePasswordField<In extends FieldValues, Out extends FieldValues>({
  label,
  placeholder,
  ...field
}: Props<In, Out>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={label ?? t('field.tradePassword')}
      input={{
        type: 'password',
        inputMode: 'numeric',
        maxLength: TRADE_PASSWORD_LENGTH,
        autoComplete: 'off',
        placeholder: placeholder ?? t('field.tradePasswordPlaceholder'),
      }}
    />
  );
}
