import './lib/antd-setup';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { markInlinedStyles } from './lib/inlined-styles';
import { turnOffNativeValidation } from './lib/no-native-validation';
import { App } from './app/app';

markInlinedStyles();
turnOffNativeValidation();
const root = createRoot(document.getElementById('root')!);
// The chosen language is loaded before the first paint, so no English flash.
void initI18n().finally(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
