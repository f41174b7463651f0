import { useRef } from 'react';
import { MoneyAttempt } from '../lib/attempt';

/** One money attempt kept across renders. */
export function useAttempt(): MoneyAttempt {
  const ref = useRef<MoneyAttempt | null>(null);
  ref.current ??= new MoneyAttempt();
  return ref.current;
}
