import { DEVICE_ID_KEY } from '@app/contract';

let cached: string | undefined;

/** This browser's device id (kept in local storage), so the account owner is told of new devices only. */
export function deviceId(): string | undefined {
  if (cached) return cached;
  try {
    const stored = globalThis.localStorage?.getItem(DEVICE_ID_KEY);
    if (stored && /^[\x21-\x7e]{8,128}$/.test(stored)) return (cached = stored);
    const fresh = globalThis.crypto.randomUUID();
    globalThis.localStorage?.setItem(DEVICE_ID_KEY, fresh);
    return (cached = fresh);
  } catch {
    // Storage blocked (private mode): every sign-in counts as a new device.
    return undefined;
  }
}
