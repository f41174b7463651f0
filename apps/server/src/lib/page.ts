/** A list answer (DESIGN §5): `{ list, total, page, pageSize }`. */
export function listPage<T>(list: T[], total: number, q: { page: number; pageSize: number }) {
  return { list, total, page: q.page, pageSize: q.pageSize };
}
