import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localStore } from './storage';
import { showToast } from './toast';

/**
 * Spec §5 "login is required before contacting a merchant or other actions": the gate answers true
 * when signed in; otherwise it says `message` ("Please log in first") and goes to `signinPath`,
 * which brings the user back here afterwards (the same `?redirect=` as the route guard's).
 */
export function useSigninGate(message: string, signinPath: string): () => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (localStore.getState().token) return true;
    showToast({ content: message, position: 'center' });
    void navigate(`${signinPath}?redirect=${encodeURIComponent(pathname + search)}`);
    return false;
  }, [message, signinPath, navigate, pathname, search]);
}
