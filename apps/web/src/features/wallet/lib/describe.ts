import type { TFunction } from 'i18next';
import { minorToDecimal, recordLineKey, recordLineParams, type RecordLine } from '@app/contract';

/** An asset amount without trailing zeros: 25.500000 → "25.5". */
export function trimAmount(minor: number, scale: number): string {
  const decimal = minorToDecimal(minor, scale);
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}

/**
 * A wallet record's line in the reader's language (decision 27): the template for its kind
 * (`wallet:records.line.<kind>`) filled with its isolated parameters. A memo no flow wrote reads
 * as it is.
 */
export function describeLine(line: RecordLine, t: TFunction): string {
  if (line.kind === 'memo') return line.text;
  return t(`wallet:records.line.${recordLineKey(line)}`, recordLineParams(line));
}
