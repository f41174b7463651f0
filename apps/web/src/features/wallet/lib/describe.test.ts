import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInstance, type TFunction } from 'i18next';
import {
  LEDGER_RECORD_LINE_KINDS,
  LOCALES,
  WALLET_RECORD_LINE_KINDS,
  recordLineTemplateKeys,
  type RecordLine,
} from '@app/contract';
import { describeLine, trimAmount } from './describe';

const localesDir = path.resolve(import.meta.dirname, '../../../../../../packages/i18n/locales');
const read = (locale: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, locale, `${ns}.json`), 'utf8')) as Record<string, string>;

async function translator(locale: string): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng: locale,
    resources: { [locale]: { wallet: read(locale, 'wallet') } },
    keySeparator: false,
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

const EXAMPLES: RecordLine[] = [
  { kind: 'openingBalance' },
  { kind: 'orderPayment', orderNo: '2611260001' },
  { kind: 'orderIncome', orderNo: '2611260001' },
  { kind: 'warehousePurchase', orderNo: '2611260001' },
  { kind: 'warehouseRefund', orderNo: '2611260001' },
  { kind: 'cryptoDeposit', currency: 'USDT', network: 'TRC20', amount: '12.5' },
  { kind: 'bankTopUp', currency: 'EUR', amount: '250.00', receiptNo: 'SEPA-77' },
  { kind: 'withdrawal', currency: 'USDT', network: 'TRC20', address: 'TQrY8tryqsYVCYS3MFbtffiPp2ccyn4STm' },
  { kind: 'withdrawalFee', currency: 'USDT', network: 'TRC20' },
  { kind: 'transferOut', counterparty: 'Mina' },
  { kind: 'transferIn', counterparty: 'Mina' },
  { kind: 'episodeUnlock', drama: 'The Quiet Heir', episode: 7 },
  { kind: 'dramaUnlockAll', drama: 'The Quiet Heir' },
  { kind: 'vipPlan', period: 'month' },
  { kind: 'vipPlan', period: 'quarter' },
  { kind: 'vipPlan', period: 'year' },
];

describe('wallet record lines', () => {
  it('trims trailing zeros of asset amounts', () => {
    expect(trimAmount(25_500_000, 6)).toBe('25.5');
    expect(trimAmount(25_000_000, 6)).toBe('25');
    expect(trimAmount(150_000, 8)).toBe('0.0015');
  });

  it('every kind a wallet shows has a template in all 20 languages, and the console every kind', () => {
    for (const locale of LOCALES) {
      const wallet = read(locale, 'wallet');
      for (const key of recordLineTemplateKeys(WALLET_RECORD_LINE_KINDS).filter((k) => k !== 'memo')) {
        expect(wallet[`records.line.${key}`], `${locale} wallet records.line.${key}`).toBeTruthy();
      }
      const ledger = read(locale, 'ledger');
      for (const key of recordLineTemplateKeys(LEDGER_RECORD_LINE_KINDS).filter((k) => k !== 'memo')) {
        expect(ledger[`ledger.line.${key}`], `${locale} ledger ledger.line.${key}`).toBeTruthy();
      }
    }
  });

  it('reads in English with its parameters', async () => {
    const t = await translator('en');
    const text = EXAMPLES.map((line) => plain(describeLine(line, t)));
    expect(text).toEqual([
      'Opening balance (demo)',
      'Order 2611260001',
      'Sale of order 2611260001',
      'Warehouse purchase for order 2611260001',
      'Warehouse purchase refunded, order 2611260001',
      '12.5 USDT deposit via TRC20',
      'Bank top-up 250.00 EUR, receipt SEPA-77',
      'USDT withdrawal via TRC20 to TQrY8try…yn4STm',
      'Fee for a USDT withdrawal via TRC20',
      'Transfer to Mina',
      'Transfer from Mina',
      'The Quiet Heir, episode 7 unlocked',
      'The Quiet Heir, all episodes unlocked',
      'VIP membership, 1 month',
      'VIP membership, 3 months',
      'VIP membership, 1 year',
    ]);
  });

  it('reads in German and Arabic, never in English, with numbers kept whole for right-to-left', async () => {
    const [en, de, ar] = (await Promise.all(['en', 'de', 'ar'].map(translator))) as [
      TFunction,
      TFunction,
      TFunction,
    ];
    for (const line of EXAMPLES) {
      expect(describeLine(line, de)).not.toBe(describeLine(line, en));
      expect(describeLine(line, ar)).not.toBe(describeLine(line, en));
    }
    expect(plain(describeLine({ kind: 'openingBalance' }, de))).toBe('Startguthaben (Demo)');
    const order = describeLine({ kind: 'orderPayment', orderNo: '2611260001' }, ar);
    expect(order).toContain('\u20662611260001\u2069');
    expect(order).toMatch(/[\u0600-\u06ff]/);
  });

  it('an older record nobody could read back shows its text as it is', async () => {
    expect(describeLine({ kind: 'memo', text: 'manual correction' }, await translator('de'))).toBe(
      'manual correction',
    );
  });
});
