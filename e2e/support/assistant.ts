import type { Locator, Page } from 'playwright-core';

/** The assistant widget bottom right: its round button and the panel it opens. */
export class AssistantWidget {
  readonly opener: Locator;
  readonly panel: Locator;
  readonly input: Locator;
  readonly notice: Locator;

  constructor(page: Page) {
    this.opener = page.locator('.assistant-opener');
    this.panel = page.locator('.assistant-panel');
    this.input = this.panel.locator('.assistant-input');
    this.notice = this.panel.locator('.assistant-notice');
  }

  async open(): Promise<void> {
    await this.opener.click();
    await this.panel.waitFor();
  }

  async close(): Promise<void> {
    await this.panel.getByRole('button', { name: /Assistent schließen|Close assistant/ }).click();
    await this.panel.waitFor({ state: 'detached' });
  }

  title(): Promise<string> {
    return this.panel.locator('h2').innerText();
  }

  /** The assistant's bubbles, the greeting first; the answer on its way is marked `data-partial`. */
  answers(): Locator {
    return this.panel.locator('.assistant-bubble[data-role="assistant"]:not([data-partial])');
  }

  async waitUntilReady(): Promise<void> {
    await this.panel.locator('.assistant-input:not([disabled])').waitFor({ timeout: 30_000 });
  }

  /** Types a question, sends it with Enter and waits until its whole answer is shown. */
  async ask(question: string): Promise<Locator> {
    await this.waitUntilReady();
    const before = await this.answers().count();
    await this.input.fill(question);
    await this.input.press('Enter');
    const answer = this.answers().nth(before);
    await answer.waitFor({ timeout: 60_000 });
    return answer;
  }
}
