// The offline world map (issue 12 part 13): its code and the world's shapes load only where a map is shown.
export { WorldMap } from './components/lazy-world-map';
export type { WorldMapProps } from './components/world-map';
export { ChooseLocationScreen } from './components/choose-location-screen';
export { OpenLocationScreen } from './components/open-location-screen';
export { MapLink } from './components/map-link';
export { canOpenGeoUri, countryDisplayName, formatPlace, geoUri, parsePlace, type Place } from './lib/place';
