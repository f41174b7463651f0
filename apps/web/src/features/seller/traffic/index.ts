// What the app's pages may use from traffic packages.
export { TrafficScreen } from './components/traffic-screen';
