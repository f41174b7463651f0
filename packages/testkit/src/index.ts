export { ApiError } from '@app/contract';
export * from './scenarios.js';
export * from './outbox.js';
export * from './upload.js';
export * from './campaign.js';
