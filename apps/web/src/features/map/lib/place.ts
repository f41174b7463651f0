import { COUNTRIES, type CountryCode } from '@app/contract';

/** A point on the map in degrees. */
export interface Place {
  latitude: number;
  longitude: number;
}

/** A place from `?lat=&lng=` (or any two strings), or null when either is missing or out of range. */
export function parsePlace(lat: string | null, lng: string | null): Place | null {
  if (lat === null || lng === null || lat.trim() === '' || lng.trim() === '') return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Degrees to five decimals (about a metre), as shown and as put in URLs. */
export function formatDegrees(value: number): string {
  return value.toFixed(5);
}

/** The place as "52.51704, 13.38886" (latitude first, as maps apps read it). */
export function formatPlace(place: Place): string {
  return `${formatDegrees(place.latitude)}, ${formatDegrees(place.longitude)}`;
}

/**
 * A `geo:` URI (RFC 5870) that hands the place to the device's maps app. Only Android opens these
 * everywhere; other systems get no link rather than one that does nothing.
 */
export function geoUri(place: Place, label?: string): string {
  const at = `${formatDegrees(place.latitude)},${formatDegrees(place.longitude)}`;
  return `geo:${at}?q=${at}${label ? `(${encodeURIComponent(label)})` : ''}`;
}

export function canOpenGeoUri(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /Android/i.test(userAgent);
}

/** The country's name in the reader's language. */
export function countryDisplayName(code: CountryCode, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? COUNTRIES[code][1];
  } catch {
    return COUNTRIES[code][1];
  }
}
