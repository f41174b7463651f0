export type AppEntry = 'mall' | 'tv';

/** The server rewrites `<meta name="app-entry">` per deployment (ENTRY=mall|tv). */
export function readAppEntry(): AppEntry {
  const content = document.querySelector('meta[name="app-entry"]')?.getAttribute('content');
  return content === 'tv' ? 'tv' : 'mall';
}
