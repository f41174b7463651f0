// The seller center's frame: the home screen, the store gate and the level table.
export { SellerHome } from './components/seller-home';
export { StoreGate, OPEN_STORE_PATH } from './components/store-gate';
export { StatusNotice } from './components/status-notice';
export { ErrorBlockRetry } from './components/error-retry';
export { LevelTable } from './components/level-table';
export { SELLER_PATHS } from './paths';
export { useMyStore, useSaveStoreSettings, useUploadLogo, settingsOf, sellerStoreKey } from './api/store';
import './center.css';
