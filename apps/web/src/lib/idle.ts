/** Runs `run` once the browser is idle (at the latest after 3 s), or after a second without idle callbacks. */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
