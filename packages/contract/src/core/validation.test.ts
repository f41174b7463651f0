import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signupBody, updateTradePwdBody } from '../account/account.schemas.js';
import { describeIssue, emailField, isEmail, passwordField } from './validation.js';
import { pickLocale } from './locales.js';

const messages = (r: { success: boolean; error?: { issues: Parameters<typeof describeIssue>[0][] } }) =>
  Object.fromEntries((r.error?.issues ?? []).flatMap(describeIssue).map((d) => [d.field, d.key]));

describe('email (spec §5)', () => {
  it('the helper treats empty as valid', () => expect(isEmail('')).toBe(true));
  it.each(['a@b.co', 'first.last@mail.example.com', 'x_y-z@sub-domain.org', 'UPPER@EXAMPLE.COM'])(
    'accepts %s',
    (e) => expect(emailField.safeParse(e).success).toBe(true),
  );
  it.each(['plain', 'a@b', '@b.com', 'a@b.c', 'a..b@c.com', 'a@b.c0m'])('refuses %s', (e) =>
    expect(emailField.safeParse(e).success).toBe(false),
  );
  it('normalises to lower case', () => expect(emailField.parse(' Me@Example.COM ')).toBe('me@example.com'));
});

describe('password (6 to 20, letters and digits)', () => {
  it.each(['abc123', 'A1b2C3d4E5f6G7h8I9j0', 'pass w0rd'.replace(' ', '_')])('accepts %s', (p) =>
    expect(passwordField.safeParse(p).success).toBe(true),
  );
  it.each(['abc12', 'abcdefgh', '12345678', 'a1'.repeat(11), 'abc 123'])('refuses %s', (p) =>
    expect(passwordField.safeParse(p).success).toBe(false),
  );
  it('holds for any string: valid exactly when the rule says so', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (p) => {
        const expected =
          p.length >= 6 && p.length <= 20 && /[A-Za-z]/.test(p) && /\d/.test(p) && /^[\x21-\x7e]+$/.test(p);
        expect(passwordField.safeParse(p).success).toBe(expected);
      }),
    );
  });
});

describe('signup form', () => {
  it('reports every problem at once, with the inconsistent-passwords rule on the confirm field', () => {
    const result = signupBody.safeParse({
      email: 'x',
      password: 'abc123',
      confirmPassword: 'abc124',
      code: '1',
    });
    expect(messages(result)).toEqual({
      email: 'validation.email',
      confirmPassword: 'validation.passwordsInconsistent',
      code: 'validation.code',
      agree: 'validation.agreementRequired',
    });
  });
  it('refuses unknown fields', () => {
    const result = signupBody.safeParse({
      email: 'a@b.co',
      password: 'abc123',
      confirmPassword: 'abc123',
      code: '1234',
      agree: true,
      role: 'admin',
    });
    expect(messages(result)).toEqual({ role: 'validation.unknownField' });
  });
});

describe('trade password', () => {
  it('is 6 digits and needs the current trade password or an email code', () => {
    expect(
      messages(
        updateTradePwdBody.safeParse({ tradePassword: '12345', confirmTradePassword: '12345', code: '1234' }),
      ),
    ).toEqual({
      tradePassword: 'validation.tradePassword',
    });
    expect(
      messages(updateTradePwdBody.safeParse({ tradePassword: '123456', confirmTradePassword: '123456' })),
    ).toEqual({
      code: 'validation.codeRequired',
    });
    // The login password is no proof at all (decision 0019).
    expect(
      messages(
        updateTradePwdBody.safeParse({
          tradePassword: '123456',
          confirmTradePassword: '123456',
          loginPassword: 'x1',
        }),
      ),
    ).toMatchObject({ code: 'validation.codeRequired' });
  });
});

describe('pickLocale (Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['ar-EG,ar;q=0.9,en;q=0.8', 'ar'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['pt-BR', 'pt'],
    ['xx, de;q=0.5', 'de'],
    ['sw', 'en'],
    ['fr;q=0.1, ja;q=0.9', 'ja'],
  ])('%s -> %s', (header, locale) => expect(pickLocale(header)).toBe(locale));
});
