import { useRef } from 'react';
import { SubmitAttempt as MoneyAttempt } from '../../../lib/submit-attempt';

/** One money attempt kept across renders. */
export function useAttempt(): MoneyAttempt {
  const ref = useRef<MoneyAttempt | null>(null);
  ref.current ??= new MoneyAttempt();
  return ref.current;
}
