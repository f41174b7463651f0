import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '#web/lib/i18n';
import { CartSync } from '#web/features/cart/shell';
import { AppUpdatePrompt } from '#web/features/app-update';
import { OfflineNotice } from '#web/features/offline';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
      <CartSync />
      <AppUpdatePrompt />
      <OfflineNotice />
    </I18nextProvider>
  );
}
