// What app.ts and the seed may import from traffic packages.
export { createTrafficSellerService, type TrafficSellerService } from './traffic-seller.service.js';
export { createTrafficStaffService, type TrafficStaffService } from './traffic-staff.service.js';
export { trafficHandlers } from './traffic.routes.js';
export { buyTrafficPackage } from './buy-traffic-package.flow.js';
export { trafficRepository } from './traffic.repository.js';
