import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { WalletLogEntry } from '@app/contract';
import { describeLog, trimAmount } from './describe';

const t = ((key: string, values: Record<string, string>) =>
  `${key} ${JSON.stringify(values).replace(/[\u2066\u2069]/g, '')}`) as unknown as TFunction;

const empty = {
  currency: null,
  network: null,
  assetAmount: null,
  scale: null,
  address: null,
  counterpartyEmail: null,
  channel: null,
};
const entry = (over: Partial<WalletLogEntry>): WalletLogEntry => ({
  id: 1,
  type: 'deposit',
  amount: 100,
  status: 'posted',
  title: 'Plain title',
  detail: empty,
  referenceType: null,
  referenceId: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('describeLog', () => {
  it('trims trailing zeros of asset amounts', () => {
    expect(trimAmount(25_500_000, 6)).toBe('25.5');
    expect(trimAmount(25_000_000, 6)).toBe('25');
    expect(trimAmount(150_000, 8)).toBe('0.0015');
  });

  it('describes a deposit by asset, amount and network', () => {
    const text = describeLog(
      entry({ detail: { ...empty, currency: 'USDT', network: 'TRC20', assetAmount: 25_500_000, scale: 6 } }),
      t,
    );
    expect(text).toBe('wallet:wallet.detail.deposit {"amount":"25.5","currency":"USDT","network":"TRC20"}');
  });

  it('describes withdrawals and their fees with a shortened address', () => {
    const detail = {
      ...empty,
      currency: 'USDT',
      network: 'TRC20',
      address: 'TQrY8tryqsYVCYS3MFbtffiPp2ccyn4STm',
    };
    for (const type of ['withdrawal', 'fee'] as const) {
      expect(describeLog(entry({ type, amount: -100, detail }), t)).toBe(
        'wallet:wallet.detail.withdrawal {"currency":"USDT","network":"TRC20","address":"TQrY8try…yn4STm"}',
      );
    }
  });

  it('describes a transfer by its direction', () => {
    const detail = { ...empty, counterpartyEmail: 'a@b.c' };
    expect(describeLog(entry({ type: 'transfer', amount: -5, detail }), t)).toContain(
      'wallet:wallet.detail.transferTo',
    );
    expect(describeLog(entry({ type: 'transfer', amount: 5, detail }), t)).toContain(
      'wallet:wallet.detail.transferFrom',
    );
  });

  it('describes a bank top-up by its channel', () => {
    const detail = {
      ...empty,
      currency: 'EUR',
      assetAmount: 25_000,
      scale: 2,
      channel: 'SEPA transfer (EUR)',
    };
    expect(describeLog(entry({ detail }), t)).toBe(
      'wallet:wallet.detail.bank {"channel":"SEPA transfer (EUR)"}',
    );
  });

  it('falls back to the title without detail', () => {
    expect(describeLog(entry({ type: 'payment', amount: -100 }), t)).toBe('Plain title');
  });
});
