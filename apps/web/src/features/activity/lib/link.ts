/** Where tapping a campaign card goes. */
export type CampaignTarget =
  { kind: 'route'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

const NONE: CampaignTarget = { kind: 'none' };

/**
 * Reads a campaign link as staff typed it: an in-app path (or a full URL of this site) stays in
 * the app; an http(s) URL elsewhere opens in a new tab; anything else (blank, `javascript:`,
 * protocol-relative `//host`) makes the card plain.
 */
export function resolveCampaignLink(link: string, origin: string): CampaignTarget {
  const raw = link.trim();
  if (!raw) return NONE;
  if (raw.startsWith('/')) {
    if (raw.startsWith('//') || raw.startsWith('/\\')) return NONE;
    return { kind: 'route', path: raw };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return NONE;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return NONE;
  if (url.origin === origin) return { kind: 'route', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', url: url.href };
}
