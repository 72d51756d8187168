import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { NextRevisionCell } from './NextRevisionCell';

function cell(nextRevisionAt: unknown, text: string): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={setupI18n({ locale: 'de', messages: { de, en } })}>
      <NextRevisionCell data={{ name: 'Staplerbetrieb', nextRevisionAt }} text={text} />
    </I18nProvider>,
  );
}

describe('the risk assessments list cell of the next revision (RA-12)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks a next revision before today as overdue, in words', () => {
    const html = cell('2026-11-24', '24.11.2026');
    expect(html).toContain('data-overdue="true"');
    expect(html).toContain('24.11.2026');
    expect(html).toContain('überfällig');
  });

  it('leaves a revision due today, a later one and none unmarked', () => {
    for (const [day, text] of [
      ['2026-11-25', '25.11.2026'],
      ['2027-06-29', '29.06.2027'],
      [undefined, ''],
    ] as const) {
      const html = cell(day, text);
      expect(html).not.toContain('data-overdue');
      expect(html).not.toContain('überfällig');
    }
  });
});
