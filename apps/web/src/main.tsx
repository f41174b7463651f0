import './lib/antd-setup';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLocale, initI18n, serverRenderedLocale } from './lib/i18n';
import { markInlinedStyles } from './lib/inlined-styles';
import { turnOffNativeValidation } from './lib/no-native-validation';
import { localStore } from './lib/storage';
import { App } from './app/app';
import { readAppEntry } from './app/entry';
import { appRouteObjects, createAppRouter, prepareHydration } from './app/router';

markInlinedStyles();
turnOffNativeValidation();
const container = document.getElementById('root')!;
const routes = appRouteObjects(readAppEntry());

async function start() {
  // The chosen language is loaded before the first paint, so no English flash.
  await initI18n();
  // Server markup (decision 0060) is hydrated when this browser would render the same: a visitor
  // not signed in, in the language the server wrote. Otherwise it is rendered anew.
  const hydrate =
    container.hasAttribute('data-server-rendered') &&
    localStore.getState().token === null &&
    serverRenderedLocale() === currentLocale();
  if (hydrate) {
    const hydrationData = await prepareHydration(routes, window.location);
    const { restoreFirstQueries } = await import('./app/page-providers');
    restoreFirstQueries();
    hydrateRoot(
      container,
      <StrictMode>
        <App router={createAppRouter(routes, hydrationData)} />
      </StrictMode>,
    );
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter(routes)} />
    </StrictMode>,
  );
}
void start();
