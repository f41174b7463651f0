import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './form-field';

/** The password asked for: the one in use, a new one, or the new one again. */
type PasswordKind = 'current' | 'new' | 'confirm';

const KINDS = {
  current: {
    autoComplete: 'current-password',
    label: 'common:field.password',
    placeholder: 'common:field.passwordPlaceholder',
  },
  new: {
    autoComplete: 'new-password',
    label: 'common:field.newPassword',
    placeholder: 'common:field.newPasswordPlaceholder',
  },
  confirm: {
    autoComplete: 'new-password',
    label: 'common:field.confirmPassword',
    placeholder: 'common:field.confirmPlaceholder',
  },
} as const;

interface Props<In extends FieldValues, Out extends FieldValues> {
  control: Control<In, unknown, Out>;
  name: Path<In>;
  kind: PasswordKind;
  /** The kind's label and placeholder unless told. */
  label?: string;
  placeholder?: string;
  shouldUnregister?: boolean;
}

/** A login password input, with the browser's autocomplete hint for its kind. */
export function PasswordField<In extends FieldValues, Out extends FieldValues>({
  kind,
  label,
  placeholder,
  ...field
}: Props<In, Out>) {
  const { t } = useTranslation();
  const defaults = KINDS[kind];
  return (
    <TextField
      {...field}
      label={label ?? t(defaults.label)}
      input={{
        type: 'password',
        autoComplete: defaults.autoComplete,
        placeholder: placeholder ?? t(defaults.placeholder),
      }}
    />
  );
}
