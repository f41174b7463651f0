import type { ToastShowProps } from 'antd-mobile';

type ToastModule = typeof import('./toast-impl');

let loading: Promise<ToastModule> | undefined;

/**
 * antd-mobile's Toast, fetched on first use instead of with the entry: it brings the animation
 * library its mask runs on (react-spring, about 20 KB gzipped), which nothing else the first view
 * needs (issue 18 part 3). `warmToast` fetches it once the page is idle, so a toast after that shows
 * at once, also after a deploy has replaced the build. Calls keep their order (show, then clear).
 */
function toastModule(): Promise<ToastModule> {
  loading ??= import('./toast-impl').catch((error: unknown) => {
    loading = undefined; // tried again on the next toast
    throw error;
  });
  return loading;
}

export function showToast(props: ToastShowProps | string): void {
  void toastModule().then(
    ({ Toast }) => Toast.show(props),
    () => {},
  );
}

export function clearToast(): void {
  void toastModule().then(
    ({ Toast }) => Toast.clear(),
    () => {},
  );
}

export function warmToast(): void {
  void toastModule().catch(() => {});
}
