import { describe, expect, it } from 'vitest';
import { firstSegments, lowestVariant, preloadEpisode, type Fetcher } from './preload';

const MASTER = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-STREAM-INF:BANDWIDTH=1205600,RESOLUTION=540x960
/hls/7/540p/index.m3u8?exp=99&sig=b

#EXT-X-STREAM-INF:BANDWIDTH=655600,RESOLUTION=360x640
/hls/7/360p/index.m3u8?exp=99&sig=a
`;
const MEDIA = `#EXTM3U
#EXT-X-TARGETDURATION:2
#EXTINF:2.000000,
/hls/7/360p/seg0.ts?exp=99&sig=c
#EXTINF:2.000000,
/hls/7/360p/seg1.ts?exp=99&sig=d
#EXT-X-ENDLIST
`;

describe('preloading the next episode', () => {
  const base = 'http://localhost/hls/7/master.m3u8?exp=99&sig=m';
  it('picks the lowest rendition, whatever order the master lists them in', () => {
    expect(lowestVariant(MASTER, base)).toBe('http://localhost/hls/7/360p/index.m3u8?exp=99&sig=a');
    expect(lowestVariant('#EXTM3U\n', base)).toBeNull();
  });
  it('finds the init section and the first segment only', () => {
    expect(firstSegments(MEDIA, base)).toEqual(['http://localhost/hls/7/360p/seg0.ts?exp=99&sig=c']);
    const fmp4 = `#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2,\nseg0.m4s\n`;
    expect(firstSegments(fmp4, 'http://localhost/hls/7/360p/index.m3u8')).toEqual([
      'http://localhost/hls/7/360p/init.mp4',
      'http://localhost/hls/7/360p/seg0.m4s',
    ]);
  });
  it('fetches master, playlist and first segment in order, and stops quietly on a refusal', async () => {
    const asked: string[] = [];
    const body = (url: string) => (url.includes('master') ? MASTER : url.includes('index') ? MEDIA : 'bytes');
    const ok: Fetcher = async (url) => {
      asked.push(url);
      return { ok: true, text: async () => body(url), arrayBuffer: async () => new ArrayBuffer(4) };
    };
    const fetched = await preloadEpisode(base, ok);
    expect(fetched).toEqual([
      base,
      'http://localhost/hls/7/360p/index.m3u8?exp=99&sig=a',
      'http://localhost/hls/7/360p/seg0.ts?exp=99&sig=c',
    ]);
    expect(asked).toEqual(fetched);

    const refused: Fetcher = async (url) => ({
      ok: !url.includes('index'),
      text: async () => body(url),
      arrayBuffer: async () => new ArrayBuffer(0),
    });
    expect(await preloadEpisode(base, refused)).toEqual([base]);
    const offline: Fetcher = () => Promise.reject(new Error('offline'));
    expect(await preloadEpisode(base, offline)).toEqual([]);
  });
});
