import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, bootOnce } from './app/App';
import { registerServiceWorker, requestPersistentStorage } from './features/pwa';
import { activateLanguage, i18n } from './i18n/i18n';
import './styles/app.css';

registerServiceWorker();
void requestPersistentStorage();
void bootOnce();
activateLanguage().catch((error: unknown) => console.error('the language catalog could not be loaded', error));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
}
