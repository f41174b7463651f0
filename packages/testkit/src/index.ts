export { ApiError } from '@app/contract';
export * from './scenarios.js';
