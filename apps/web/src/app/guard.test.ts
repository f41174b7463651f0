import { describe, expect, it } from 'vitest';
import { guardRedirect, safeRedirect, signinPathFor } from './guard';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('guardRedirect', () => {
  it('lets anyone through a whitelisted page', () => {
    expect(guardRedirect({}, false, at('/mall'))).toBeNull();
    expect(guardRedirect({}, true, at('/tv/hot'))).toBeNull();
  });

  it('sends a logged-out user from a member page to the marketplace sign-in with the way back', () => {
    expect(guardRedirect({ loginRequired: true }, false, at('/mall/orders', '?tab=unpaid'))).toBe(
      '/auth/signin?redirect=%2Fmall%2Forders%3Ftab%3Dunpaid',
    );
  });

  it('uses the drama sign-in for /vip and /tv pages', () => {
    expect(guardRedirect({ loginRequired: true }, false, at('/vip/history'))).toBe(
      '/tv/signin?redirect=%2Fvip%2Fhistory',
    );
    expect(signinPathFor('/tv/detail')).toBe('/tv/signin');
    expect(signinPathFor('/vipx')).toBe('/auth/signin');
  });

  it('lets a signed-in user into member pages', () => {
    expect(guardRedirect({ loginRequired: true }, true, at('/vip/member'))).toBeNull();
  });

  it('sends a signed-in user away from loginNotAllowed pages to the index', () => {
    expect(guardRedirect({ loginNotAllowed: true }, true, at('/auth/signin'))).toBe('/');
    expect(guardRedirect({ loginNotAllowed: true }, false, at('/auth/signin'))).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/vip/history?x=1')).toBe('/vip/history?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
