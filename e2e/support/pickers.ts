import type { Locator, Page } from 'playwright-core';

/** A statement field's picker on a form (`hazardStatements`, `precautionaryStatements`). */
export class StatementPickerModel {
  constructor(
    private readonly page: Page,
    private readonly field: string,
  ) {}

  get search(): Locator {
    return this.page.locator(`#field-${this.field}`);
  }

  /** The listed matches as "code text", a chosen one marked "(chosen)". */
  options(): Promise<string[]> {
    return this.page.locator(`[data-path="${this.field}"] [role="option"]`).evaluateAll((options) =>
      options.map((option) => {
        const code = option.querySelector('.statement-code')?.textContent ?? '';
        const text = option.querySelector('.statement-text')?.textContent ?? '';
        return `${code} ${text}${option.getAttribute('aria-selected') === 'true' ? ' (chosen)' : ''}`;
      }),
    );
  }

  /** The chosen statements, each as "code text", in their order (once the texts have loaded). */
  async chosen(): Promise<string[]> {
    const items = this.page.locator(`[data-path="${this.field}"] .ordered-choice-content`);
    return (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  }

  /** Waits until the chosen statements read as given. */
  async waitForChosen(expected: readonly string[]): Promise<void> {
    await this.page.waitForFunction(
      ([field, wanted]) =>
        JSON.stringify(
          [...document.querySelectorAll(`[data-path="${field}"] .ordered-choice-content`)].map((item) =>
            (item as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
          ),
        ) === JSON.stringify(wanted),
      [this.field, expected] as const,
      { timeout: 15_000 },
    );
  }

  /** Types into the search field and waits for the given matches. */
  async type(query: string, matches: readonly string[]): Promise<void> {
    await this.search.click();
    await this.search.fill(query);
    await this.page.waitForFunction(
      ([field, wanted]) =>
        JSON.stringify(
          [...document.querySelectorAll(`[data-path="${field}"] [role="option"]`)].map(
            (option) => (option as HTMLElement).dataset.code,
          ),
        ) === JSON.stringify(wanted),
      [this.field, matches] as const,
    );
  }

  /** Pastes a text into the search field as the clipboard would. */
  async paste(text: string): Promise<void> {
    await this.search.focus();
    await this.search.evaluate((input, pasted) => {
      const data = new DataTransfer();
      data.setData('text/plain', pasted);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  }

  report(): Promise<string> {
    return this.page.locator(`[data-path="${this.field}"] .picker-report`).innerText();
  }

  button(name: string): Locator {
    return this.page.locator(`[data-path="${this.field}"]`).getByRole('button', { name, exact: true });
  }
}

/** A sign field's picker on a form (`ghsSymbols`, `fireProtectionSymbols`). */
export class PictogramPickerModel {
  constructor(
    private readonly page: Page,
    private readonly field: string,
  ) {}

  get root(): Locator {
    return this.page.locator(`[data-path="${this.field}"]`);
  }

  /** The chosen signs as "code name", in their order. */
  async chosen(): Promise<string[]> {
    return (await this.root.locator('.ordered-choice-content').allInnerTexts()).map((text) =>
      text.replace(/\s+/g, ' ').trim(),
    );
  }

  async open(): Promise<void> {
    await this.page.locator(`#field-${this.field}`).click();
    await this.root.locator('.sign-picker-grid').waitFor();
  }

  /** A sign's tile in the grid, by the start of its accessible name ("GHS02 Flamme"). */
  tile(name: string): Locator {
    return this.root.locator('.sign-picker-grid').getByRole('button', { name });
  }

  /** The drawn signs of the chosen list, by their accessible names. */
  drawings(): Promise<(string | null)[]> {
    return this.root
      .locator('.ordered-choice-content svg[role="img"]')
      .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label')));
  }
}
