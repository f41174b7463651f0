// What app.ts may import from dramas.
export { createDramaService, type DramaService } from './drama.service.js';
export { createDramaStaffService, type DramaStaffService } from './drama-staff.service.js';
export { createVideoUploadService, type VideoUploadService } from './video-upload.flow.js';
export { dramaHandlers, registerVideoUploadRoutes } from './drama.routes.js';
// The campaigns' pages feature dramas as the lists show them.
export { dramaRepository } from './drama.repository.js';
export { toCard as toVideoCard } from './drama.service.js';
