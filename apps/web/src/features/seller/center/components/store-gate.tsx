import type { ReactNode } from 'react';
import { DotLoading } from 'antd-mobile';
import { Navigate } from 'react-router';
import type { MyStoreData } from '@app/contract';
import { ApiError } from '#web/lib/request';
import { ErrorBlockRetry } from './error-retry';
import { NewOrderNotice } from './new-order-notice';
import { useMyStore } from '#web/features/seller/center/api/store';

/** Where a signed-in user without a store goes from any seller screen. */
export const OPEN_STORE_PATH = '/seller/open';

/**
 * Loads the seller's own store for a seller screen: a user without one is sent to open a store, a
 * failure offers a retry, and the screen gets the store once it is there.
 */
export function StoreGate({ children }: { children: (store: MyStoreData) => ReactNode }) {
  const query = useMyStore();
  if (query.data)
    return (
      <>
        <NewOrderNotice />
        {children(query.data)}
      </>
    );
  if (query.error instanceof ApiError && query.error.status === 403 && query.error.error === 'FORBIDDEN') {
    return <Navigate to={OPEN_STORE_PATH} replace />;
  }
  if (query.error) return <ErrorBlockRetry onRetry={() => void query.refetch()} />;
  return (
    <div className="seller-loading" data-testid="seller-loading">
      <DotLoading color="primary" />
    </div>
  );
}
