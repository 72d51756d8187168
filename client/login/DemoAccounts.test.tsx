import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DemoAccounts } from './DemoAccounts';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const render = (accounts: { email: string; name: string; note: string }[]) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <DemoAccounts demo={{ password: 'running-demo', accounts }} onChoose={() => undefined} />
    </I18nProvider>,
  );

describe('the demo accounts of the sign-in page', () => {
  it('lists the accounts and the password the server names, none of its own', () => {
    const html = render([{ email: 'anna@example.test', name: 'Anna', note: 'acme' }]);
    expect(html).toContain('Password for every demo account: running-demo');
    expect(html).toContain('anna@example.test · acme');
  });

  it('shows nothing without accounts', () => {
    expect(render([])).toBe('');
  });
});
