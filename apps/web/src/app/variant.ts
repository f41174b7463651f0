import { useLocation } from 'react-router';

export type Variant = 'mall' | 'tv';

/** Which face a shared screen is shown in, so its links stay inside that face. */
export function useVariant(): Variant {
  const { pathname } = useLocation();
  return /^\/(tv|vip)(\/|$)/.test(pathname) ? 'tv' : 'mall';
}

export const variantPaths = {
  mall: {
    signin: '/auth/signin',
    signup: '/auth/signup',
    settings: '/me/settings',
    language: '/me/language',
    security: '/me/security',
    tradePassword: '/me/trade-password',
    service: '/mall/messages',
    home: '/mall',
  },
  tv: {
    signin: '/tv/signin',
    signup: '/tv/signup',
    settings: '/vip/setting',
    language: '/tv/language',
    security: '/vip/safety',
    tradePassword: '/vip/safety_trade',
    service: '/vip/service',
    home: '/tv/index',
  },
} as const;
