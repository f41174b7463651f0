import { TOTP_DIGITS, TOTP_ROLES } from '@app/contract';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';

const PERIOD = 30;

/** Whether a member must sign in with a TOTP code: the deployment requires it, and a money or staff role. */
export function totpRequiredFor(member: { roles: string[] }, required: boolean): boolean {
  return required && member.roles.some((r) => (TOTP_ROLES as readonly string[]).includes(r));
}
const ISSUER = 'DramaMall console';

/**
 * Staff two-factor sign-in with RFC 6238 codes (`otpauth`, decision 0019): 6 digits, 30-second
 * steps, one step of clock drift either way. Secrets are sealed at rest with AES-256-GCM under the
 * deployment's TOTP key, so a copy of the database alone cannot mint codes.
 */
export function createTotp(keySecret: string) {
  const key = createHash('sha256').update(keySecret).digest();

  const seal = (plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      data.toString('base64url'),
    ].join(':');
  };
  const open = (sealed: string) => {
    const [version, iv, tag, data] = sealed.split(':');
    if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown TOTP secret format');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };
  const totpOf = (base32: string, label = 'staff') =>
    new OTPAuth.TOTP({
      issuer: ISSUER,
      label,
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: PERIOD,
      secret: base32,
    });

  return {
    /** A new secret: sealed for storage, and the base32 text and otpauth URI to show once. */
    create(label: string) {
      const secret = new OTPAuth.Secret({ size: 20 });
      const totp = totpOf(secret.base32, label);
      return { sealed: seal(secret.base32), secret: secret.base32, uri: totp.toString() };
    },
    /** The time step a code is valid for (within one step of drift), or undefined. */
    verify(sealed: string, code: string, now = Date.now()): number | undefined {
      const delta = totpOf(open(sealed)).validate({ token: code, timestamp: now, window: 1 });
      return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
    },
  };
}
export type Totp = ReturnType<typeof createTotp>;
