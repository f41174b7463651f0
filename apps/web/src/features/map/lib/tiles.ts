/** The tile server's URL template when the server has one (`MAP_TILE_URL`), from the page's meta tag. */
export function tileTemplate(doc: Document | undefined = globalThis.document): string | null {
  const value = doc?.querySelector('meta[name="map-tiles"]')?.getAttribute('content')?.trim() ?? '';
  return /^https?:\/\//.test(value) && value.includes('{z}') ? value : null;
}

export interface Tile {
  key: string;
  url: string;
  x: number;
  y: number;
  size: number;
}

/**
 * The Web Mercator tiles covering a `width` × `height` view of a world drawn `world` pixels wide with
 * its top-left corner at (`tx`, `ty`): the usual slippy-map scheme, 256-pixel tiles.
 */
export function visibleTiles(
  template: string,
  view: { width: number; height: number },
  world: number,
  tx: number,
  ty: number,
): Tile[] {
  const z = Math.max(0, Math.min(19, Math.round(Math.log2(world / 256))));
  const n = 2 ** z;
  const size = world / n;
  const tiles: Tile[] = [];
  const x0 = Math.floor(-tx / size);
  const x1 = Math.floor((view.width - tx) / size);
  const y0 = Math.max(0, Math.floor(-ty / size));
  const y1 = Math.min(n - 1, Math.floor((view.height - ty) / size));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const wrapped = ((x % n) + n) % n;
      tiles.push({
        key: `${z}/${x}/${y}`,
        url: template.replace('{z}', String(z)).replace('{x}', String(wrapped)).replace('{y}', String(y)),
        x: tx + x * size,
        y: ty + y * size,
        size,
      });
    }
  }
  return tiles;
}
