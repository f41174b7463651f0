import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './form-field';

interface Props<In extends FieldValues, Out extends FieldValues> {
  control: Control<In, unknown, Out>;
  name: Path<In>;
  /** "Email" unless told, e.g. "New email". */
  label?: string;
}

/** An email address input. */
export function EmailField<In extends FieldValues, Out extends FieldValues>({
  label,
  ...field
}: Props<In, Out>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={label ?? t('field.email')}
      input={{ type: 'email', autoComplete: 'email', placeholder: t('field.emailPlaceholder') }}
    />
  );
}
