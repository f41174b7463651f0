import { useRef } from 'react';
import { SubmitAttempt } from '../../../lib/submit-attempt';

/** One purchase attempt kept across renders. */
export function useAttempt(): SubmitAttempt {
  const ref = useRef<SubmitAttempt | null>(null);
  ref.current ??= new SubmitAttempt();
  return ref.current;
}
