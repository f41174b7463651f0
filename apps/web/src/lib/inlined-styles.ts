/**
 * The server inlines the first page's stylesheets as `<style data-href>` (decision 0058). Vite's
 * chunk loader fetches a lazy chunk's stylesheet unless a `<link rel="stylesheet">` with its address
 * is on the page: one is added per inlined sheet, disabled before it has an address, so it is never
 * fetched nor applied (a `<link disabled>` in the HTML would still be fetched by the preload scanner).
 */
export function markInlinedStyles(doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = style.dataset.href!;
    doc.head.append(link);
  }
}
