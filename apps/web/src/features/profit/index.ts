// What the app's pages may use from the revenue-share earnings.
export { EarningsDashboard } from './components/earnings-dashboard';
