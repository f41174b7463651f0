import { ApiError } from '../../../lib/request';

const newKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The `Idempotency-Key` of one money call attempt (placing or paying orders). The key stays while
 * the outcome is unknown (no answer, a timeout, a server error), so pressing again with the same
 * values repeats the same attempt and cannot place or pay twice. New values, or an attempt the
 * server answered, get a new key.
 */
export class MoneyAttempt {
  private key: string | null = null;
  private body: string | null = null;

  constructor(private readonly makeKey: () => string = newKey) {}

  keyFor(payload: unknown): string {
    const body = JSON.stringify(payload);
    if (this.key === null || this.body !== body) {
      this.key = this.makeKey();
      this.body = body;
    }
    return this.key;
  }

  /** After the call: forget the key unless the outcome is unknown. */
  settle(error?: unknown): void {
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return;
    if (error !== undefined && !(error instanceof ApiError)) return;
    this.key = null;
    this.body = null;
  }
}
