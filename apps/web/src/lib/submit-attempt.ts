import { useRef } from 'react';
import { ApiError } from './request';

const newKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * One `Idempotency-Key` per submit attempt of a money form. The key is kept while the outcome is
 * unknown (no answer, a timeout, a server error), so pressing submit again with the same values
 * retries the same attempt and cannot pay twice. Changed values, or an attempt the server
 * answered, start a new attempt with a new key.
 */
export class SubmitAttempt {
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

/** The form's current submit attempt, kept across renders. */
export function useSubmitAttempt(): SubmitAttempt {
  const ref = useRef<SubmitAttempt | null>(null);
  ref.current ??= new SubmitAttempt();
  return ref.current;
}
