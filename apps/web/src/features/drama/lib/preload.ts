/**
 * Warms the browser's HTTP cache with what the player fetches first for an episode: the master
 * playlist, the lowest rendition's playlist (playback starts there, see `hls-video.tsx`), its init
 * section if any, and its first segment. Signed HLS URLs are stable for one master URL (the server
 * signs a playlist's entries with the master's expiry) and are sent `private, max-age`, so the
 * player's own requests for them are answered from the cache and the next episode starts at once.
 */
export type Fetcher = (
  url: string,
) => Promise<{ ok: boolean; text(): Promise<string>; arrayBuffer(): Promise<ArrayBuffer> }>;

/** The variant playlist with the lowest BANDWIDTH in a master playlist, resolved against `base`. */
export function lowestVariant(master: string, base: string): string | null {
  const lines = master.split('\n').map((l) => l.trim());
  let best: { bandwidth: number; uri: string } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const bandwidth = Number(/BANDWIDTH=(\d+)/.exec(line)?.[1] ?? Number.MAX_SAFE_INTEGER);
    const uri = lines.slice(i + 1).find((l) => l && !l.startsWith('#'));
    if (uri && (!best || bandwidth < best.bandwidth)) best = { bandwidth, uri };
  }
  return best ? new URL(best.uri, base).href : null;
}

/** The init section (fMP4) and the first media segment of a media playlist, resolved against `base`. */
export function firstSegments(playlist: string, base: string): string[] {
  const lines = playlist.split('\n').map((l) => l.trim());
  const out: string[] = [];
  const map = lines.find((l) => l.startsWith('#EXT-X-MAP:'));
  const mapUri = map ? /URI="([^"]+)"/.exec(map)?.[1] : undefined;
  if (mapUri) out.push(new URL(mapUri, base).href);
  const first = lines.find((l) => l && !l.startsWith('#'));
  if (first) out.push(new URL(first, base).href);
  return out;
}

/** Fetches an episode's start into the cache; never throws (a failed preload only costs speed). */
export async function preloadEpisode(
  masterUrl: string,
  fetcher: Fetcher = (u) => fetch(u),
): Promise<string[]> {
  const fetched: string[] = [];
  try {
    const master = new URL(masterUrl, globalThis.location?.href).href;
    const res = await fetcher(master);
    if (!res.ok) return fetched;
    fetched.push(master);
    const variant = lowestVariant(await res.text(), master);
    if (!variant) return fetched;
    const media = await fetcher(variant);
    if (!media.ok) return fetched;
    fetched.push(variant);
    for (const url of firstSegments(await media.text(), variant)) {
      const seg = await fetcher(url);
      if (!seg.ok) break;
      await seg.arrayBuffer();
      fetched.push(url);
    }
  } catch {
    // Offline or aborted: the player fetches it itself.
  }
  return fetched;
}
