// Kept for packages/i18n's test, which imports this path directly; the languages live in core/locales.ts.
export * from './core/locales.js';
