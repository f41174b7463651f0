import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { api, type ApiPath, type StaffInfo } from '@app/contract';
import { staffToken } from './staff-token';

/** Whether a staff member's roles allow a call: no roles on an endpoint means any staff member. */
export function canCall(staff: Pick<StaffInfo, 'roles'> | null | undefined, path: ApiPath): boolean {
  if (!staff) return false;
  const endpoint = api[path];
  const roles: readonly string[] | undefined = 'roles' in endpoint ? endpoint.roles : undefined;
  if (!roles || roles.length === 0) return true;
  return staff.roles.some((role) => roles.includes(role));
}

const StaffContext = createContext<StaffInfo | null>(null);

export function StaffProvider({ staff, children }: { staff: StaffInfo; children: ReactNode }) {
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}

/** The signed-in staff member; only inside the signed-in part of the console. */
export function useStaff(): StaffInfo {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside StaffProvider');
  return staff;
}

export function useCanCall(path: ApiPath): boolean {
  return canCall(useContext(StaffContext), path);
}

export function useStaffToken(): string | null {
  return useSyncExternalStore(staffToken.subscribe, staffToken.get, () => null);
}
