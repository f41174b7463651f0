import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { TextField } from '#web/components/form-field';
import { Facts, type FactRow } from './common';

interface Props<In extends FieldValues, Out extends FieldValues> {
  control: Control<In, unknown, Out>;
  name: Path<In>;
  label: string;
  placeholder: string;
  /** Beside the input, e.g. a "withdraw all" button. */
  extra?: ReactNode;
  /** What the typed amount comes to, shown below it while there is something to show. */
  preview?: FactRow[] | null;
}

/** A decimal amount input with what it comes to below. */
export function AmountField<In extends FieldValues, Out extends FieldValues>({
  placeholder,
  preview,
  ...field
}: Props<In, Out>) {
  return (
    <>
      <TextField {...field} input={{ inputMode: 'decimal', autoComplete: 'off', placeholder }} />
      {preview && <Facts rows={preview} />}
    </>
  );
}
