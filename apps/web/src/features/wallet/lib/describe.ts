import type { TFunction } from 'i18next';
import { minorToDecimal, type WalletLogEntry } from '@app/contract';
import { isolate, shortText } from './money';

/** An asset amount without trailing zeros: 25.500000 → "25.5". */
export function trimAmount(minor: number, scale: number): string {
  const decimal = minorToDecimal(minor, scale);
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}

/**
 * What a wallet movement is about, in the user's language, from its structured `detail`: the asset
 * and network of a deposit, where a withdrawal went, the other user of a transfer, the bank channel
 * of a top-up. The server's plain `title` is the fallback when there is no detail.
 */
export function describeLog(entry: WalletLogEntry, t: TFunction): string {
  const d = entry.detail;
  if (d.channel) return t('wallet:wallet.detail.bank', { channel: d.channel });
  if (entry.type === 'deposit' && d.currency && d.network && d.assetAmount !== null && d.scale !== null) {
    return t('wallet:wallet.detail.deposit', {
      amount: isolate(trimAmount(d.assetAmount, d.scale)),
      currency: d.currency,
      network: d.network,
    });
  }
  if ((entry.type === 'withdrawal' || entry.type === 'fee') && d.currency && d.network && d.address) {
    return t('wallet:wallet.detail.withdrawal', {
      currency: d.currency,
      network: d.network,
      address: isolate(shortText(d.address)),
    });
  }
  if (entry.type === 'transfer' && d.counterpartyEmail) {
    return t(entry.amount < 0 ? 'wallet:wallet.detail.transferTo' : 'wallet:wallet.detail.transferFrom', {
      email: isolate(d.counterpartyEmail),
    });
  }
  return entry.title;
}
