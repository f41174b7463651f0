// Store settings: business info, order notification, security links, the store's pages and levels.
export { SettingsMenu } from './components/settings-menu';
export { BusinessForm } from './components/business-form';
