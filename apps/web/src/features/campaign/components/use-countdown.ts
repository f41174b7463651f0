import { useEffect, useState } from 'react';
import { countdownTo, type Countdown } from '#web/features/campaign/lib/countdown';

/** The countdown to `endsAt`, ticking each second; `onOver` runs once when it reaches zero. */
export function useCountdown(endsAt: string, skew: number, onOver?: () => void): Countdown {
  const [now, setNow] = useState(() => Date.now());
  const left = countdownTo(endsAt, now, skew);
  useEffect(() => {
    if (left.over) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left.over]);
  useEffect(() => {
    if (left.over) onOver?.();
    // Once, when it turns over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left.over]);
  return left;
}
