import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { geoBounds, geoContains } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { countryCodeOfNumeric, type CountryCode } from '@app/contract';
// Natural Earth 1:50m countries from the world-atlas package: a hashed file of this build, served by
// our own server (never fetched from the internet).
import atlasUrl from 'world-atlas/countries-50m.json?url';
import type { Place } from './place';

export interface CountryShape {
  code: CountryCode | null;
  feature: Feature<Geometry>;
  /** [[west, south], [east, north]]; west > east when the shape crosses the antimeridian. */
  bounds: [[number, number], [number, number]];
}

// Shapes Natural Earth draws without an ISO numeric code, read as the country ISO lists them under.
const UNNUMBERED: Record<string, CountryCode> = { Kosovo: 'XK', Somaliland: 'SO', 'N. Cyprus': 'CY' };

let loading: Promise<CountryShape[]> | undefined;

/** The world's country shapes, fetched once per page load. */
export function loadWorld(): Promise<CountryShape[]> {
  loading ??= fetch(atlasUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`map data: ${res.status}`);
      return res.json() as Promise<Topology<{ countries: GeometryCollection<{ name: string }> }>>;
    })
    .then((topology) => {
      const collection = feature(topology, topology.objects.countries) as FeatureCollection<
        Geometry,
        { name: string }
      >;
      return collection.features.map((f) => ({
        code:
          (f.id !== undefined ? countryCodeOfNumeric(String(f.id)) : undefined) ??
          UNNUMBERED[f.properties.name] ??
          null,
        feature: f,
        bounds: geoBounds(f),
      }));
    })
    .catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
  return loading;
}

function mayContain(shape: CountryShape, { latitude, longitude }: Place): boolean {
  const [[w, s], [e, n]] = shape.bounds;
  if (latitude < s || latitude > n) return false;
  return w <= e ? longitude >= w && longitude <= e : longitude >= w || longitude <= e;
}

/** The country whose shape holds the place (computed here, offline); null at sea. */
export function countryAt(shapes: readonly CountryShape[], place: Place): CountryCode | null {
  const point: [number, number] = [place.longitude, place.latitude];
  for (const shape of shapes) {
    if (shape.code && mayContain(shape, place) && geoContains(shape.feature, point)) return shape.code;
  }
  return null;
}
