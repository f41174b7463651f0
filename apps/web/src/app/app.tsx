import { useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '#web/lib/i18n';
import { useHydrated } from '#web/lib/hydrated';
import { whenIdle } from '#web/lib/idle';
import { warmToast } from '#web/lib/toast';
import { CartSync } from '#web/features/cart/shell';
import { AppUpdatePrompt } from '#web/features/app-update';
import { OfflineNotice } from '#web/features/offline';
import type { createAppRouter } from './router';

/** What surrounds the router, the same on the server (entry-server.tsx) and in the browser. */
export function AppFrame({ children }: { children: ReactNode }) {
  // The update prompt is a popup in document.body: the browser's alone, after hydration.
  const hydrated = useHydrated();
  // Said once the first render is committed (server markup hydrated or rendered anew): journeys wait for it.
  useEffect(() => {
    document.body.dataset.appReady = 'true';
    // The toasts' code once the page is idle, so a toast shows at once, also after a deploy
    // replaced the build (lib/toast.ts).
    whenIdle(warmToast);
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      {children}
      <CartSync />
      {hydrated && <AppUpdatePrompt />}
      {/* Whether the browser is online is the browser's alone too. */}
      {hydrated && <OfflineNotice />}
    </I18nextProvider>
  );
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
