/**
 * A small in-process cache of promises for hot public reads: identical requests within `ttlMs`
 * share one database read (and concurrent ones share the same in-flight read). A failed read is
 * not kept. `ttlMs` 0 turns it off.
 */
export function ttlCache<V>(ttlMs: number, max = 1000) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.set(key, { at: now, value });
      value.catch(() => entries.delete(key));
      if (entries.size > max) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear: () => entries.clear(),
  };
}
