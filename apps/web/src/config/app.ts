/** Shown in settings; injected from apps/web/package.json at build time. */
export const APP_VERSION = __APP_VERSION__;

/** Host prefixed to relative image paths (spec §9); empty means this site. */
export const MEDIA_HOST: string = import.meta.env.VITE_MEDIA_HOST ?? '';
