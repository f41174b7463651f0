import { AsyncLocalStorage } from 'node:async_hooks';

const simulated = new AsyncLocalStorage<() => Date>();

/**
 * The time the flows record (order, payment, shipping and review dates, ledger transfers, audit
 * entries). It is the real time, except inside `clock.run`, where the demo history's simulated
 * buyers act on past days (decision 0026): a time only that history's own calls see.
 */
export const clock = {
  now(): Date {
    return simulated.getStore()?.() ?? new Date();
  },
  /**
   * For a column the database stamps (`default now()`): the simulated time inside `clock.run`,
   * otherwise undefined, so the database keeps stamping it as before.
   */
  stamp(): Date | undefined {
    return simulated.getStore()?.();
  },
  /** Runs `fn` with `at()` as the time every flow it calls records. */
  run<T>(at: () => Date, fn: () => Promise<T>): Promise<T> {
    return simulated.run(at, fn);
  },
};
