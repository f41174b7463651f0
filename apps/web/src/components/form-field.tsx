import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { Form, Input, type InputProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '#web/lib/form';

interface FieldProps<In extends FieldValues, Out extends FieldValues> {
  control: Control<In, unknown, Out>;
  name: Path<In>;
  label: string;
  /** Beside the input, e.g. a send-code button. */
  extra?: ReactNode;
  /** Drop the value when the field is hidden (fields that take turns, e.g. password or code). */
  shouldUnregister?: boolean;
  children: (field: ControllerRenderProps<In, Path<In>>) => ReactNode;
}

/** One react-hook-form field in antd-mobile's form layout, with its localized error below. */
export function FormField<In extends FieldValues, Out extends FieldValues>({
  control,
  name,
  label,
  extra,
  shouldUnregister,
  children,
}: FieldProps<In, Out>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      shouldUnregister={shouldUnregister}
      render={({ field, fieldState }) => {
        const error = translateFieldError(t, fieldState.error?.message, label);
        return (
          <Form.Item
            label={label}
            extra={extra}
            className={error ? 'adm-form-item-has-error' : undefined}
            description={
              error && (
                <div className="adm-form-item-feedback-error" role="alert" data-field={name}>
                  {error}
                </div>
              )
            }
          >
            {children(field)}
          </Form.Item>
        );
      }}
    />
  );
}

type TextInputProps = Pick<
  InputProps,
  'type' | 'placeholder' | 'autoComplete' | 'maxLength' | 'inputMode' | 'disabled'
>;

/** The common case: a text input bound to a string field. */
export function TextField<In extends FieldValues, Out extends FieldValues>({
  input,
  ...props
}: Omit<FieldProps<In, Out>, 'children'> & { input?: TextInputProps }) {
  return (
    <FormField {...props}>
      {(field) => (
        <Input
          {...input}
          // Form.Item has no `name` (react-hook-form owns the state), so its label is not linked.
          aria-label={props.label}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          clearable={input?.type !== 'password'}
        />
      )}
    </FormField>
  );
}
