// What every seller entry point shows until the seller center's own pages land in this folder.
export { default } from '#web/app/pages/coming-soon';
