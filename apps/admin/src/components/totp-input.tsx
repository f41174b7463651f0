import { Input, type InputProps } from 'antd';
import { TOTP_DIGITS } from '@app/contract';

/** The 6-digit code of an authenticator app: digits, left to right, filled in by the phone's keyboard. */
export function TotpInput(props: InputProps) {
  return (
    <Input inputMode="numeric" autoComplete="one-time-code" maxLength={TOTP_DIGITS} dir="ltr" {...props} />
  );
}
