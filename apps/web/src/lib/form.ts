import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { TFunction } from 'i18next';
import { ApiError } from './request';

type Schema<In extends FieldValues, Out extends FieldValues> = z.ZodType<Out, In>;

/** react-hook-form driven by a contract schema, so client and server check the same rules. */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: Schema<In, Out>,
  defaultValues: DefaultValues<In>,
): UseFormReturn<In, unknown, Out> {
  return useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
}

/**
 * Puts the server's per-field messages (already localized) onto the form fields.
 * Returns true when at least one field took a message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'setError' | 'getValues'>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = Object.keys(form.getValues());
  let applied = false;
  for (const f of error.fields) {
    if (!known.includes(f.field)) continue;
    form.setError(f.field as Path<T>, { type: 'server', message: f.message });
    applied = true;
  }
  return applied;
}

/**
 * The form's submit handler: `send` runs with the checked values, and when it fails the server's
 * per-field messages land on the fields (the request helper has shown any other reason).
 */
export function submitHandler<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  send: (values: Out) => Promise<void>,
  onInvalid?: SubmitErrorHandler<In>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      applyServerErrors(error, form);
    }
  }, onInvalid);
}

/** Zod messages are `validation.*` keys; server messages arrive translated already. */
export function translateFieldError(
  t: TFunction,
  message: string | undefined,
  field: string,
): string | undefined {
  if (!message) return undefined;
  return message.startsWith('validation.') ? t(message, { ns: 'validation', field }) : message;
}
