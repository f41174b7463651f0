import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import { select } from 'd3-selection';
import { zoom as d3zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@app/contract';
import { countryAt, loadWorld, type CountryShape } from '#web/features/map/lib/world';
import { tileTemplate, visibleTiles } from '#web/features/map/lib/tiles';
import type { Place } from '#web/features/map/lib/place';
import '#web/features/map/map.css';

export interface WorldMapProps {
  /** `pick`: the pin stays in the middle and the map moves under it; `show`: the pin marks `place`. */
  mode: 'pick' | 'show';
  /** Where to start (pick) or the place to mark (show). */
  place: Place | null;
  /** Without a place: the country to frame and outline. */
  country?: CountryCode | null;
  /** Pick mode: the place under the pin and its country, after every move. */
  onPick?: (place: Place, country: CountryCode | null) => void;
  /** What the map shows, for screen readers. */
  label: string;
  /** False: a still preview (no zoom or pan, no buttons), e.g. inside a scrolling form. */
  interactive?: boolean;
}

// Zoom range: the whole world to about street level (a 256-pixel-tile zoom of 17 on a phone).
const MAX_ZOOM = 2 ** 13;
/**
 * How close a place is shown at first, as the world's width in pixels: its country and neighbours
 * (a tile zoom of 5; 4 in a still preview), or its streets (13) when tiles show them.
 */
const PLACE_WORLD_PX = 256 * 2 ** 5;
const PREVIEW_WORLD_PX = 256 * 2 ** 4;
const PLACE_WORLD_PX_TILES = 256 * 2 ** 13;

type Size = { width: number; height: number };

/** The country shapes as paths, drawn once per size: zooming only changes their group's transform. */
const Countries = memo(function Countries({
  shapes,
  path,
  selected,
}: {
  shapes: readonly CountryShape[];
  path: ReturnType<typeof geoPath>;
  selected: CountryCode | null;
}) {
  return (
    <>
      {shapes.map((s, i) => (
        <path
          key={s.code ?? `n${i}`}
          d={path(s.feature) ?? undefined}
          className={
            s.code && s.code === selected ? 'world-map__land world-map__land--on' : 'world-map__land'
          }
          data-country={s.code ?? undefined}
        />
      ))}
    </>
  );
});

function initialTransform(
  size: Size,
  world: number,
  projection: GeoProjection,
  place: Place | null,
  frame: CountryShape | undefined,
  path: ReturnType<typeof geoPath>,
  placeWorldPx: number,
): ZoomTransform {
  const centerOn = (x: number, y: number, k: number) =>
    zoomIdentity.translate(size.width / 2 - x * k, size.height / 2 - y * k).scale(k);
  if (place) {
    const [x, y] = projection([place.longitude, place.latitude])!;
    return centerOn(x, y, Math.min(MAX_ZOOM, Math.max(1, placeWorldPx / world)));
  }
  if (frame) {
    const [[x0, y0], [x1, y1]] = path.bounds(frame.feature);
    const k = Math.min(
      MAX_ZOOM,
      Math.max(1, 0.8 * Math.min(size.width / (x1 - x0), size.height / (y1 - y0))),
    );
    return centerOn((x0 + x1) / 2, (y0 + y1) / 2, k);
  }
  return centerOn(world / 2, world * 0.42, 1);
}

/**
 * The world map: Natural Earth country shapes (vector, shipped with the app) in Web Mercator, with
 * pinch, wheel and button zoom, panning and a pin; tiles from the configured tile server underneath
 * only when the server names one.
 */
export default function WorldMap({
  mode,
  place,
  country = null,
  onPick,
  label,
  interactive = true,
}: WorldMapProps) {
  const { t } = useTranslation('address');
  const box = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const behaviour = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [shapes, setShapes] = useState<CountryShape[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const [picked, setPicked] = useState<CountryCode | null>(null);
  const template = useMemo(() => tileTemplate(), []);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;

  const load = useCallback(() => {
    setFailed(false);
    loadWorld().then(setShapes, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) setSize({ width: Math.round(r.width), height: Math.round(r.height) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // The world is a square as wide as the longer side of the view, so it fills the view at the widest zoom.
  const world = size ? Math.max(size.width, size.height) : 0;
  const projection = useMemo(
    () =>
      geoMercator()
        .scale(world / (2 * Math.PI))
        .translate([world / 2, world / 2]),
    [world],
  );
  const path = useMemo(() => geoPath(projection), [projection]);

  const report = useCallback(
    (tr: ZoomTransform) => {
      if (mode !== 'pick' || !size || !shapes) return;
      const [lng, lat] = projection.invert!(tr.invert([size.width / 2, size.height / 2]))!;
      const at = {
        latitude: Math.max(-85, Math.min(85, lat)),
        longitude: Math.max(-180, Math.min(180, lng)),
      };
      const code = countryAt(shapes, at);
      setPicked(code);
      onPickRef.current?.(at, code);
    },
    [mode, size, shapes, projection],
  );

  // Zoom and pan; the first view frames the place, the country or the world.
  const framed = useRef(false);
  useEffect(() => {
    if (!size || !shapes || !svg.current) return;
    const selection = select(svg.current);
    const z = d3zoom<SVGSVGElement, unknown>()
      .scaleExtent([1, MAX_ZOOM])
      .translateExtent([
        [0, 0],
        [world, world],
      ])
      .extent([
        [0, 0],
        [size.width, size.height],
      ])
      .on('zoom', (e: { transform: ZoomTransform }) => setTransform(e.transform))
      .on('end', (e: { transform: ZoomTransform }) => report(e.transform));
    behaviour.current = z;
    const first = !framed.current;
    framed.current = true;
    const frame = country ? shapes.find((s) => s.code === country) : undefined;
    const start = first
      ? initialTransform(
          size,
          world,
          projection,
          place,
          frame,
          path,
          template ? PLACE_WORLD_PX_TILES : interactive ? PLACE_WORLD_PX : PREVIEW_WORLD_PX,
        )
      : transform;
    if (!interactive) {
      setTransform(start);
      return;
    }
    selection.call(z);
    z.transform(selection, start);
    return () => {
      selection.on('.zoom', null);
    };
    // The view is framed once; later prop changes do not move the map under the user's fingers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [size, shapes, world]);

  // A tap moves the place under the pin (pick) to where the finger landed.
  const tap = (e: React.MouseEvent<SVGSVGElement>) => {
    if (mode !== 'pick' || !svg.current || !behaviour.current) return;
    const r = svg.current.getBoundingClientRect();
    const [x, y] = transform.invert([e.clientX - r.left, e.clientY - r.top]);
    behaviour.current.translateTo(select(svg.current), x, y);
    report(
      zoomIdentity
        .translate(size!.width / 2 - x * transform.k, size!.height / 2 - y * transform.k)
        .scale(transform.k),
    );
  };
  const zoomBy = (factor: number) => {
    if (!svg.current || !behaviour.current) return;
    behaviour.current.scaleBy(select(svg.current), factor);
  };

  const selected = mode === 'pick' ? picked : country;
  const marker = mode === 'show' && place ? projection([place.longitude, place.latitude]) : null;
  const markerAt = marker ? transform.apply(marker) : null;
  const tiles =
    template && size ? visibleTiles(template, size, world * transform.k, transform.x, transform.y) : [];

  return (
    <div
      className={['world-map', template && 'world-map--tiled', !interactive && 'world-map--still']
        .filter(Boolean)
        .join(' ')}
      ref={box}
      data-testid="world-map"
    >
      {failed ? (
        <ErrorBlock status="default" title={t('map.loadFailed')} description="" className="world-map__state">
          <Button color="primary" fill="outline" shape="rounded" onClick={load}>
            {t('action.retry', { ns: 'common' })}
          </Button>
        </ErrorBlock>
      ) : !shapes || !size ? (
        <div className="world-map__state" role="status">
          <DotLoading color="primary" />
        </div>
      ) : (
        <>
          <svg
            ref={svg}
            className="world-map__svg"
            width={size.width}
            height={size.height}
            role="img"
            aria-label={label}
            onClick={tap}
            data-ready="true"
            data-zoom={transform.k.toFixed(2)}
          >
            {tiles.map((tile) => (
              <image
                key={tile.key}
                href={tile.url}
                x={tile.x}
                y={tile.y}
                width={tile.size + 0.5}
                height={tile.size + 0.5}
              />
            ))}
            <g transform={`translate(${transform.x},${transform.y}) scale(${transform.k})`}>
              <Countries shapes={shapes} path={path} selected={selected} />
            </g>
            {markerAt && (
              <g transform={`translate(${markerAt[0]},${markerAt[1]})`} data-testid="map-pin">
                <Pin />
              </g>
            )}
          </svg>
          {mode === 'pick' && (
            <svg
              className="world-map__center-pin"
              width="40"
              height="48"
              viewBox="-20 -44 40 48"
              aria-hidden="true"
              data-testid="map-pin"
            >
              <Pin />
            </svg>
          )}
          {interactive && (
            <div className="world-map__zoom">
              <button
                type="button"
                onClick={() => zoomBy(2)}
                aria-label={t('map.zoomIn')}
                data-testid="map-zoom-in"
              >
                <AddOutline />
              </button>
              <button type="button" onClick={() => zoomBy(0.5)} aria-label={t('map.zoomOut')}>
                <MinusOutline />
              </button>
            </div>
          )}
          {template === null && <div className="world-map__credit">Natural Earth</div>}
        </>
      )}
    </div>
  );
}

/** A map pin whose tip is at (0, 0). */
function Pin() {
  return (
    <>
      <ellipse cx="0" cy="0" rx="6" ry="2.5" className="world-map__pin-shadow" />
      <path d="M0 0C-3-9-14-16-14-28a14 14 0 0 1 28 0C14-16 3-9 0 0Z" className="world-map__pin" />
      <circle cx="0" cy="-28" r="5" className="world-map__pin-dot" />
    </>
  );
}
