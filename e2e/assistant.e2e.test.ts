import { describe, expect, it } from 'vitest';
import { AssistantWidget } from './support/assistant';
import { useBrowser } from './support/browser';

const OVERDUE = 'Welche Maßnahmen sind überfällig?';

describe('assistant widget (platform.md §2, §4, §5)', () => {
  const fixture = useBrowser();

  it('Anna sees the assistant in acme, which subscribes to it, and not in nordlicht', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    const assistant = new AssistantWidget(page);
    await assistant.opener.waitFor();
    expect(await assistant.opener.getAttribute('aria-label')).toBe('Assistent öffnen');
    await app.switchTenant('Nordlicht Spedition GmbH');
    expect(await page.getByTestId('assistant-widget').count()).toBe(0);
    await context.close();
  });

  it('opens with the greeting, answers a question with a document link that opens inside the app, and closes', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    const assistant = new AssistantWidget(page);
    await assistant.open();
    expect(await assistant.title()).toBe('SORGFALT ASSISTENT');
    expect(await assistant.answers().first().innerText()).toContain(
      'persönlicher Assistent für Arbeitssicherheit und Gefahrguttransport',
    );
    await assistant.waitUntilReady();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('assistant-input'))).toBe(true);
    const send = assistant.panel.locator('.assistant-send');
    await assistant.input.fill('?!');
    expect(await send.isDisabled()).toBe(true);

    const answer = await assistant.ask(OVERDUE);
    const question = assistant.panel.locator('.assistant-bubble[data-role="user"]').last();
    expect(await question.innerText()).toBe(OVERDUE);
    const link = answer.locator('a[href^="/"]').first();
    const href = await link.getAttribute('href');
    const title = await link.innerText();
    expect(await link.getAttribute('target')).toBeNull();
    await page.evaluate(() => Object.assign(window, { assistantE2e: 'same page' }));
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.evaluate(() => (window as { assistantE2e?: string }).assistantE2e)).toBe('same page');
    await page.locator('main h1', { hasText: title }).waitFor();

    await assistant.close();
    await assistant.opener.waitFor();
    await context.close();
  });

  it('offline the widget says it needs a connection and keeps the text; back online the next question is answered', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    const assistant = new AssistantWidget(page);
    await assistant.open();
    await assistant.waitUntilReady();
    const question = 'Welche Gefahrstoffe lagern im Lager?';
    await assistant.input.fill(question);

    await context.setOffline(true);
    await assistant.notice.waitFor();
    expect(await assistant.notice.innerText()).toContain('braucht eine Internetverbindung');
    expect(await assistant.input.isDisabled()).toBe(true);
    expect(await assistant.input.inputValue()).toBe(question);

    await context.setOffline(false);
    await assistant.waitUntilReady();
    expect(await assistant.input.inputValue()).toBe(question);
    const answer = await assistant.ask(OVERDUE);
    expect((await answer.innerText()).length).toBeGreaterThan(0);
    await context.close();
  });
});
