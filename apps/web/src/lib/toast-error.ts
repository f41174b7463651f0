import { Toast } from 'antd-mobile';
import { ApiError } from './request';

/** Shows a failure the screen did not show itself (after a silent call). */
export function toastError(error: unknown): void {
  const message = error instanceof ApiError ? error.message : String(error);
  Toast.show({ icon: 'fail', content: message, position: 'center' });
}
