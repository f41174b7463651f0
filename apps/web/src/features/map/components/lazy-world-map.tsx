import { lazy, Suspense } from 'react';
import { DotLoading } from 'antd-mobile';
import type { WorldMapProps } from './world-map';

// d3 and the map's code are their own chunk; the country shapes are a separate file fetched by it.
const Map = lazy(() => import('./world-map'));

/** The world map, loaded when first shown. */
export function WorldMap(props: WorldMapProps) {
  return (
    <Suspense
      fallback={
        <div className="world-map-loading" role="status">
          <DotLoading color="primary" />
        </div>
      }
    >
      <Map {...props} />
    </Suspense>
  );
}
