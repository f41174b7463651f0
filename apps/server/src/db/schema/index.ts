export * from './accounts.js';
export * from './system.js';
