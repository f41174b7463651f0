import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = value && /^\d+$/.test(value) ? Number(value) : fallback;
  return n >= 1 ? Math.min(n, max) : fallback;
}

/**
 * List state (page, size, filters) lives in the address, so a reload, the back button
 * or a shared link shows the same page. A null or empty value removes the parameter.
 */
export function usePageParams() {
  const [params, setSearchParams] = useSearchParams();
  const page = positiveInt(params.get('page'), 1);
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);

  const setParams = useCallback(
    (changes: Record<string, string | null>) => {
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      });
    },
    [setSearchParams],
  );

  /** A filter changed: back to the first page. */
  const setFilter = useCallback(
    (key: string, value: string | null) => setParams({ [key]: value, page: null }),
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number, nextSize: number) =>
      setParams({
        page: nextPage === 1 ? null : String(nextPage),
        pageSize: nextSize === DEFAULT_PAGE_SIZE ? null : String(nextSize),
      }),
    [setParams],
  );

  return { params, page, pageSize, setParams, setFilter, setPage };
}
