import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '#admin/components/error-state';
import { LoadingView } from '#admin/components/loading-view';
import { StaffProvider } from '#admin/lib/access';
import { useStaffInfo } from '#admin/features/staff/auth/api/staff-session';

/** The signed-in part of the console: no token (or a 401 clearing it) goes to sign-in. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { token, data, error, isPending, refetch } = useStaffInfo();
  const location = useLocation();

  if (!token) {
    const from =
      location.pathname === '/' ? '' : `?from=${encodeURIComponent(location.pathname + location.search)}`;
    return <Navigate to={`/signin${from}`} replace />;
  }
  if (error) {
    return (
      <div style={{ paddingTop: 80 }}>
        <ErrorState error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (isPending) return <LoadingView fullscreen />;
  return <StaffProvider staff={data}>{children}</StaffProvider>;
}
