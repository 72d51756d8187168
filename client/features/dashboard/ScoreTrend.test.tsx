import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { scoreTrend } from '../../../shared/domain/compliance';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { ScoreTrend } from './ScoreTrend';

const record = (week: string, recordedOn: string, grade: number, percent: number, missing: number) => ({
  week,
  recordedOn,
  grade,
  percent,
  metWeight: percent,
  totalWeight: 100,
  missing,
});

const POINTS = scoreTrend([
  record('2026-W48', '2026-11-23', 4, 55.2, 22),
  record('2026-W47', '2026-11-16', 5, 41.7, 30),
]);

function render(locale: 'de' | 'en', points = POINTS, atLocation = false): string {
  const i18n = setupI18n({ locale, messages: { de, en } });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ScoreTrend points={points} atLocation={atLocation} />
    </I18nProvider>,
  );
}

describe('the weekly trend of the compliance score (CMP-9)', () => {
  it('draws a bar per week, oldest first, whose picture names every week, and the same figures as a table', () => {
    const html = render('en');
    expect(html.indexOf('data-week="2026-W47"')).toBeLessThan(html.indexOf('data-week="2026-W48"'));
    expect(html).toContain('aria-label="Compliance score by week: Week 47: grade 5, 41.7%; Week 48: grade 4, 55.2%"');
    expect(html).toContain('role="img"');
    const table = html.slice(html.indexOf('<table'));
    expect(table).toContain('Week 48');
    expect(table).toContain('Nov 23, 2026');
    expect(table).toContain('<td>4</td><td>55.2%</td><td>22</td>');
    expect(html).toContain('Recorded every Monday for the whole company.');
  });

  it('speaks German, and says that the trend stays the company’s with a location selected', () => {
    const html = render('de', POINTS, true);
    expect(html).toContain('Compliance-Note je Woche: KW 47: Note 5, 41,7');
    expect(html).toContain('Wöchentlicher Verlauf');
    expect(html).toContain('<td>4</td><td>55,2');
    expect(html).toContain('Jeden Montag für das ganze Unternehmen erfasst, alle Standorte zusammen.');
  });

  it('shows nothing while no week is recorded on the device', () => {
    expect(render('en', [])).toBe('');
  });
});
