import { ApiError } from './request';
import { showToast } from './toast';

/** Shows a failure the screen did not show itself (after a silent call). */
export function toastError(error: unknown): void {
  const message = error instanceof ApiError ? error.message : String(error);
  showToast({ icon: 'fail', content: message, position: 'center' });
}
