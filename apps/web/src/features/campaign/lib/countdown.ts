/**
 * The countdown to a campaign's end, from the server's clock: the answer carries the server's time,
 * so a device whose clock is off still counts down to the same instant everyone else sees.
 */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the end has passed (the page then asks again and shows the ended state). */
  over: boolean;
}

/** How far the server's clock is ahead of this device's, from an answer received at `receivedAt`. */
export function clockSkew(serverTime: string, receivedAt: number): number {
  return new Date(serverTime).getTime() - receivedAt;
}

/** What is left until `endsAt`, at the device's `deviceNow` corrected by `skew`. */
export function countdownTo(endsAt: string, deviceNow: number, skew: number): Countdown {
  const left = Math.max(0, new Date(endsAt).getTime() - (deviceNow + skew));
  const total = Math.floor(left / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: left === 0,
  };
}

/** Two digits, as a countdown shows them. */
export const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A campaign's date in the reader's language, in the time zone staff stated its window in. */
export function campaignDate(iso: string, locale: string, timeZone: string): string {
  return new Date(iso).toLocaleString(locale, {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
