import type { FieldValues, Path, Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, type CodeScene } from '@app/contract';
import { TextField } from './form-field';
import { SendCodeButton } from './send-code-button';

interface Props<In extends FieldValues, Out extends FieldValues> {
  control: Control<In, unknown, Out>;
  name: Path<In>;
  scene: CodeScene;
  /** The address the code goes to, read when the button is pressed. */
  getEmail: () => string;
  onInvalidEmail: (messageKey: string) => void;
  label?: string;
  shouldUnregister?: boolean;
}

/** The 4-digit email code input with its send button and countdown. */
export function CodeField<In extends FieldValues, Out extends FieldValues>({
  scene,
  getEmail,
  onInvalidEmail,
  label,
  ...field
}: Props<In, Out>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={label ?? t('field.code')}
      input={{
        inputMode: 'numeric',
        maxLength: CODE_LENGTH,
        autoComplete: 'one-time-code',
        placeholder: t('field.codePlaceholder'),
      }}
      extra={<SendCodeButton scene={scene} getEmail={getEmail} onInvalidEmail={onInvalidEmail} />}
    />
  );
}
