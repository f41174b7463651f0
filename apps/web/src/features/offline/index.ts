export { OfflineNotice } from './components/offline-notice';
