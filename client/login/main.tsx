import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage, i18n } from '../i18n/i18n';
import { LoginApp } from './LoginApp';
import '../styles/app.css';
import '../styles/login.css';

activateLanguage();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LoginApp />
      </I18nProvider>
    </StrictMode>,
  );
}
