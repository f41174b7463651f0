export * from './accounts.js';
export * from './system.js';
export * from './ledger.js';
export * from './wallet.js';
export * from './mall.js';
export * from './drama.js';
export * from './legal.js';
export * from './content.js';
