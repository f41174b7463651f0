import { describe, expect, it } from 'vitest';
import type { BankChannel, CurrencyInfo } from '@app/contract';
import {
  amountTone,
  assetAmount,
  assetCodes,
  matchesAddressPattern,
  maxWithdrawable,
  money,
  networksOf,
  previewDeposit,
  previewRecharge,
  previewWithdraw,
  signedMoney,
} from './money';

const usdt: CurrencyInfo = {
  id: 1,
  currency: 'USDT',
  network: 'TRC20',
  scale: 2,
  depositAddress: 'TQrY8tryqsYVCYS3MFbtffiPp2ccyn4STm',
  rateMinorPerUnit: 100,
  minDeposit: 1000,
  minWithdraw: 2000,
  withdrawFee: 100,
  withdrawDailyLimit: 1_000_000,
  addressPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
  depositEnabled: true,
  withdrawEnabled: true,
};
const btc: CurrencyInfo = {
  ...usdt,
  id: 3,
  currency: 'BTC',
  network: 'BTC',
  scale: 8,
  rateMinorPerUnit: 6_500_000,
  minDeposit: 10_000,
};
const erc: CurrencyInfo = { ...usdt, id: 2, network: 'ERC20', addressPattern: '^0x[0-9a-fA-F]{40}$' };

describe('money text', () => {
  it('formats wallet minor units in the language and hides them on request', () => {
    expect(money(123456, 'en')).toBe('$1,234.56');
    expect(money(123456, 'en', true)).toBe('****');
  });

  it('signs credits and leaves debits with their minus', () => {
    expect(signedMoney(1250, 'en')).toBe('+$12.50');
    expect(signedMoney(-1250, 'en')).toBe('-$12.50');
    expect(signedMoney(0, 'en')).toBe('$0.00');
    expect([amountTone(5), amountTone(-5), amountTone(0)]).toEqual(['positive', 'negative', 'zero']);
  });

  it('writes asset amounts at the asset scale without trailing zeros', () => {
    expect(assetAmount(2550, 2, 'USDT')).toBe('25.5 USDT');
    expect(assetAmount(25_000_000, 6, 'USDT')).toBe('25 USDT');
    expect(assetAmount(150_000, 8, 'BTC')).toBe('0.0015 BTC');
    expect(assetAmount(100, 0, 'X')).toBe('100 X');
  });
});

describe('currencies', () => {
  it('lists each asset once and its networks', () => {
    expect(assetCodes([usdt, erc, btc])).toEqual(['USDT', 'BTC']);
    expect(networksOf([usdt, erc, btc], 'USDT').map((c) => c.network)).toEqual(['TRC20', 'ERC20']);
  });

  it('checks an address against the network pattern, leniently when the pattern is unreadable', () => {
    expect(matchesAddressPattern('TQrY8tryqsYVCYS3MFbtffiPp2ccyn4STm', usdt.addressPattern)).toBe(true);
    expect(matchesAddressPattern('TQrY8tryqsYVCYS3MFbtffiPp2ccyn4ST0', usdt.addressPattern)).toBe(false);
    expect(matchesAddressPattern('0xabc', erc.addressPattern)).toBe(false);
    expect(matchesAddressPattern('anything', '([')).toBe(true);
  });
});

describe('previewDeposit', () => {
  it('converts at the rate, rounding down', () => {
    expect(previewDeposit('25.5', usdt)).toEqual({ ok: true, assetMinor: 2550, creditMinor: 2550 });
    // 0.00123457 BTC at 65,000.00 a coin = 80.24705 -> 80.24
    expect(previewDeposit('0.00123457', btc)).toEqual({ ok: true, assetMinor: 123_457, creditMinor: 8024 });
  });

  it('refuses amounts below the minimum or not in the asset scale', () => {
    expect(previewDeposit('9.99', usdt)).toEqual({ ok: false, error: 'belowMinimum' });
    expect(previewDeposit('10.001', usdt)).toEqual({ ok: false, error: 'validation.amountDecimals' });
    expect(previewDeposit('abc', usdt)).toEqual({ ok: false, error: 'validation.amount' });
  });
});

describe('previewWithdraw', () => {
  it('adds the fee on top of the amount', () => {
    expect(previewWithdraw(5000, usdt, 10_000)).toEqual({
      amount: 5000,
      fee: 100,
      total: 5100,
      problem: null,
    });
  });

  it('names the first broken rule: minimum, 24-hour limit, then balance', () => {
    expect(previewWithdraw(1999, usdt, 10_000).problem).toBe('belowMinimum');
    expect(previewWithdraw(1_000_001, usdt, 5_000_000).problem).toBe('overLimit');
    expect(previewWithdraw(9950, usdt, 10_000).problem).toBe('insufficient');
    expect(previewWithdraw(9900, usdt, 10_000).problem).toBeNull();
  });

  it('has no limit when the limit is zero', () => {
    expect(previewWithdraw(5_000_000, { ...usdt, withdrawDailyLimit: 0 }, 6_000_000).problem).toBeNull();
  });

  it('offers the balance less the fee, within the limit', () => {
    expect(maxWithdrawable(usdt, 10_000)).toBe(9900);
    expect(maxWithdrawable(usdt, 50)).toBe(0);
    expect(maxWithdrawable(usdt, 5_000_000)).toBe(1_000_000);
  });
});

describe('24-hour limit with earlier withdrawals', () => {
  it('counts what was withdrawn in the last 24 hours', () => {
    expect(previewWithdraw(600_000, usdt, 5_000_000, 400_000).problem).toBeNull();
    expect(previewWithdraw(600_001, usdt, 5_000_000, 400_000).problem).toBe('overLimit');
    expect(maxWithdrawable(usdt, 5_000_000, 400_000)).toBe(600_000);
    expect(maxWithdrawable(usdt, 5_000_000, 2_000_000)).toBe(0);
  });
});

describe('previewRecharge', () => {
  const sepa: BankChannel = {
    id: 2,
    name: 'SEPA transfer (EUR)',
    bankName: 'Demo Europa Bank AG',
    accountName: 'DramaMall Europe GmbH',
    accountNumber: 'DE89370400440532013000',
    routingNumber: null,
    code: 'DEMODEFFXXX',
    bankAddress: null,
    accountType: 'IBAN',
    currency: 'EUR',
    region: 'europe',
    rateMinorPerUnit: 108,
    minAmount: 5_000,
    enabled: true,
  };

  it('converts the bank amount at the channel rate', () => {
    expect(previewRecharge('250', sepa)).toEqual({ ok: true, amountMinor: 25_000, creditMinor: 27_000 });
    expect(previewRecharge('50.01', sepa)).toEqual({ ok: true, amountMinor: 5_001, creditMinor: 5_401 });
  });

  it('checks the minimum and the format', () => {
    expect(previewRecharge('49.99', sepa)).toEqual({ ok: false, error: 'belowMinimum' });
    expect(previewRecharge('1.234', sepa)).toEqual({ ok: false, error: 'validation.amountDecimals' });
  });
});
