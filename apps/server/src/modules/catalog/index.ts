// What other modules may import from the catalog.
export { catalogRepository, type GoodsCardRow } from './catalog.repository.js';
export { storeCanSell, storeMayOperate } from './catalog.rules.js';
export { createCatalogService, toCard, type CatalogService } from './catalog.service.js';
export { createCatalogAdminService as createCatalogStaffService } from './catalog-staff.service.js';
export { catalogHandlers } from './catalog.routes.js';
