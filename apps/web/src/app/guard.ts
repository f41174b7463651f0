/** Route flags of spec §2. Routes without loginRequired form the logged-out whitelist. */
export interface RouteFlags {
  loginRequired?: boolean;
  loginNotAllowed?: boolean;
}

export interface GuardLocation {
  pathname: string;
  search: string;
}

export const INDEX_PATH = '/';

/** The drama variant (/tv, /vip) has its own sign-in screen; everything else uses /auth. */
export function signinPathFor(pathname: string): string {
  return /^\/(tv|vip)(\/|$)/.test(pathname) ? '/tv/signin' : '/auth/signin';
}

export function signinRedirect(location: GuardLocation): string {
  const back = location.pathname + location.search;
  return `${signinPathFor(location.pathname)}?redirect=${encodeURIComponent(back)}`;
}

/** Where a navigation must go instead, or null when it may proceed. */
export function guardRedirect(flags: RouteFlags, signedIn: boolean, location: GuardLocation): string | null {
  if (flags.loginRequired && !signedIn) return signinRedirect(location);
  if (flags.loginNotAllowed && signedIn) return INDEX_PATH;
  return null;
}

/** Only same-site paths are followed, so `?redirect=` cannot send users off-site. */
export function safeRedirect(raw: string | null | undefined, fallback = INDEX_PATH): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  return raw;
}
