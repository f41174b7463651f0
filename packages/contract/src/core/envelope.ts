import { z } from 'zod';

/** A list page (DESIGN §5): `{ list, total, page, pageSize }`, pageSize capped at 100. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface ListPage<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The body of every successful call. */
export interface OkBody<T> {
  code: 0;
  msg: string;
  data: T;
}
