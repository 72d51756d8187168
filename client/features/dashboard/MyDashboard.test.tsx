import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Grant } from '../../../shared/access/grants';
import { MODULE_CODES, moduleAccess } from '../../../shared/modules';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { dashboardSections } from './dashboard-sections';
import { MyDashboardView } from './MyDashboard';
import { type OwnTraining, ownTrainings } from './own-trainings';

const TODAY = '2026-11-25';
const JANA = 'acme-emp-roth';

const instruction = (id: string, name: string, dueDate: string | undefined, sessions: Record<string, unknown>[]) => ({
  id,
  data: { name, ...(dueDate ? { dueDate } : {}), sessions },
});

const INSTRUCTIONS = [
  instruction('i-substances', 'Gefahrstoffe nach § 14 GefStoffV', '2026-12-15', [
    { id: 's1', employee: JANA, progressInPercent: 25 },
    { id: 's2', employee: 'acme-emp-other', progressInPercent: 0 },
  ]),
  instruction('i-fire', 'Brandschutz', '2026-11-01', [{ id: 's3', employee: JANA, progressInPercent: 0 }]),
  instruction('i-forklift', 'Flurförderzeuge', '2026-11-01', [{ id: 's4', employee: 'acme-emp-other' }]),
  instruction('i-first-aid', 'Erste Hilfe', undefined, [
    { id: 's5', employee: JANA, progressInPercent: 100, completedAt: '2026-03-02T10:00:00Z' },
  ]),
];

function render(
  locale: 'de' | 'en',
  instructions: boolean,
  trainings: readonly OwnTraining[] = ownTrainings(INSTRUCTIONS, JANA, TODAY),
) {
  const i18n = setupI18n({ locale, messages: { de, en } });
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <RouterContextProvider router={router}>
        <MyDashboardView instructions={instructions} trainings={trainings} />
      </RouterContextProvider>
    </I18nProvider>,
  );
}

describe('the personal dashboard of a user without the compliance areas (decision 0060)', () => {
  it('chooses it for a role with only MY_INSTRUCTIONS, and keeps the full dashboard for an administrator', () => {
    const all = moduleAccess(MODULE_CODES);
    const staff: Grant[] = [{ resource: 'MY_INSTRUCTIONS', action: 'READ', organizationScope: 'OWN_LOCATION' }];
    expect(dashboardSections(staff, all)).toEqual({ compliance: false, measures: false, ownInstructions: true });
    const admin: Grant[] = [{ resource: 'ALL', action: 'ALL', organizationScope: 'ALL' }];
    expect(dashboardSections(admin, all)).toEqual({ compliance: true, measures: true, ownInstructions: true });
    expect(dashboardSections(undefined, all)).toEqual({ compliance: true, measures: true, ownInstructions: true });
    const substancesOnly: Grant[] = [{ resource: 'SUBSTANCES', action: 'READ', organizationScope: 'ALL' }];
    expect(dashboardSections(substancesOnly, all)).toEqual({
      compliance: true,
      measures: false,
      ownInstructions: false,
    });
    expect(dashboardSections(admin, moduleAccess(['REGULATION_MANAGEMENT_CUSTOMER'])).compliance).toBe(false);
  });

  it('shows in German why there is no score, her own open and overdue trainings, earliest due first, with links', () => {
    const html = render('de', true);
    expect(html).toContain('keine Compliance-Note');
    expect(html).not.toContain('Nichts fehlt');
    expect(html).toContain('Meine Unterweisungen');
    expect(html).toMatch(/data-testid="my-dashboard-open".*<span class="dashboard-figure-number">1<\/span>/);
    expect(html).toMatch(/data-testid="my-dashboard-overdue".*<span class="dashboard-figure-number">1<\/span>/);
    const due = html.slice(html.indexOf('data-testid="my-dashboard-due"'));
    expect(due.indexOf('Brandschutz')).toBeLessThan(due.indexOf('Gefahrstoffe nach § 14 GefStoffV'));
    expect(due).toContain('href="/instructions/i-fire"');
    expect(due).toContain('Überfällig');
    expect(due).toContain('Fällig am');
    expect(due).not.toContain('Erste Hilfe');
    expect(html).not.toContain('Flurförderzeuge');
    expect(html).toContain('href="/instructions/user"');
    expect(html).toContain('href="/due"');
  });

  it('speaks English, and says so when every instruction is done or none is assigned', () => {
    const done = ownTrainings(
      INSTRUCTIONS.filter((doc) => doc.id === 'i-first-aid'),
      JANA,
      TODAY,
    );
    expect(render('en', true, done)).toContain('You have completed all your instructions.');
    const none = render('en', true, []);
    expect(none).toContain('No instructions are assigned to you at the moment.');
    expect(none).toContain('there is no compliance score for you here');
  });

  it('leaves the trainings out for a user who may not read them, but still points to what is due', () => {
    const html = render('en', false);
    expect(html).not.toContain('data-testid="my-instructions-card"');
    expect(html).toContain('href="/due"');
  });
});
