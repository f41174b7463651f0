// What the seller center may use from the dashboard.
export { StoreDashboard } from './components/store-dashboard';
