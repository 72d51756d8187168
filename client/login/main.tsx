import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SET_PASSWORD_PATH } from '../../shared/api/accounts';
import { activateLanguage, i18n } from '../i18n/i18n';
import { LoginApp } from './LoginApp';
import { SetPasswordApp } from './SetPasswordApp';
import '../styles/app.css';
import '../styles/login.css';

activateLanguage().catch((error: unknown) => console.error('the language catalog could not be loaded', error));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        {window.location.pathname === SET_PASSWORD_PATH ? <SetPasswordApp /> : <LoginApp />}
      </I18nProvider>
    </StrictMode>,
  );
}
