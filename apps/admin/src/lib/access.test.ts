// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { canCall } from './access';

describe('canCall', () => {
  it('follows the roles each endpoint lists in the contract', () => {
    const support = { roles: ['support' as const] };
    expect(canCall(support, 'admin/getUserList')).toBe(true);
    expect(canCall(support, 'admin/setUserStatus')).toBe(true);
    // The dev outbox shows live codes: admins only (decision 0019).
    expect(canCall(support, 'admin/getOutboxList')).toBe(false);
    expect(canCall({ roles: ['admin' as const] }, 'admin/getOutboxList')).toBe(true);
    expect(canCall(support, 'admin/getAuditList')).toBe(false);

    const content = { roles: ['content' as const] };
    expect(canCall(content, 'admin/getUserList')).toBe(false);
    expect(canCall(content, 'admin/getStaffInfo')).toBe(true);

    const finance = { roles: ['finance' as const] };
    expect(canCall(finance, 'admin/getUser')).toBe(true);
    expect(canCall(finance, 'admin/setUserStatus')).toBe(false);
  });

  it('allows nothing without a staff member', () => {
    expect(canCall(null, 'admin/getStaffInfo')).toBe(false);
  });
});
