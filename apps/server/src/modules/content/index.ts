// What app.ts and other modules may import from the content.
export { createContentService, type ContentService } from './content.service.js';
export { createContentStaffService, type ContentStaffService } from './content-staff.service.js';
export { contentHandlers } from './content.routes.js';
export { acceptAgreementsAtSignup, type ShownLegalVersions } from './legal.service.js';
// The banners of a place, for the marketplace home (catalog).
export { contentRepository } from './content.repository.js';
export { legalRepository } from './legal.repository.js';
