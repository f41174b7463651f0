import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Times as a chat shows them: the hour today, the date before. */
export function useChatTime() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const time = useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso)),
    [locale],
  );
  const short = useCallback(
    (iso: string) => {
      const date = new Date(iso);
      return sameDay(date, new Date())
        ? time(iso)
        : new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(date);
    },
    [locale, time],
  );
  const day = useCallback(
    (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(new Date(iso)),
    [locale],
  );
  return { time, short, day, sameDay: (a: string, b: string) => sameDay(new Date(a), new Date(b)) };
}
