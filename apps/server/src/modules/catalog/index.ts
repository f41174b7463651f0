// What other modules, the API plugin and app.ts may import from the catalog.
export { catalogRepository } from './catalog.repository.js';
export { maskNickname, storeCanSell, storeMayOperate } from './catalog.rules.js';
export { createCatalogService, type CatalogService } from './catalog.service.js';
export { createCatalogStaffService, type CatalogStaffService } from './catalog-staff.service.js';
export { catalogHandlers } from './catalog.routes.js';
