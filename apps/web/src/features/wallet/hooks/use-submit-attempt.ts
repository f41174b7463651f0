import { useRef } from 'react';
import { SubmitAttempt } from '../../../lib/submit-attempt';

/** The form's current submit attempt, kept across renders. */
export function useSubmitAttempt(): SubmitAttempt {
  const ref = useRef<SubmitAttempt | null>(null);
  ref.current ??= new SubmitAttempt();
  return ref.current;
}
