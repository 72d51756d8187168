import { describe, expect, it } from 'vitest';
import { INJURED_BODY_PART_LABELS, INJURED_BODY_PARTS, INJURY_TYPE_LABELS, INJURY_TYPES } from '../enums/incident';
import { validateDocument } from './derive/schema';
import { incidentWithoutReport } from './incident-without-report';

function buildIncident(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Schnitt an der Hand',
    incidentAt: '2024-09-12T14:05:00+02:00',
    injuredBodyParts: ['LEFT_HAND', 'LEFT_FINGERS'],
    injuryTypes: ['CUT'],
    ...overrides,
  };
}

function issuesOf(data: unknown) {
  const result = validateDocument(incidentWithoutReport, data);
  return result.ok ? [] : result.issues;
}

describe('incident without report (domain.md §3 Incident)', () => {
  it('accepts a full incident with every field filled', () => {
    const data = buildIncident({
      location: 'location-1',
      injuredEmployee: 'employee-1',
      description: '<p>Beim Öffnen eines Kartons mit dem Cutter abgerutscht.</p>',
      firstAid: 'Wunde gereinigt, Pflaster angelegt',
      firstAider: 'employee-2',
      witnesses: 'Jana Wolf',
    });
    expect(Object.keys(data).sort()).toEqual(Object.keys(incidentWithoutReport.fields).sort());
    expect(validateDocument(incidentWithoutReport, data)).toEqual({ ok: true, data });
  });

  it('offers about 60 body parts, left and right, and the injury types of the spec, each labelled', () => {
    expect(INJURED_BODY_PARTS.length).toBeGreaterThanOrEqual(55);
    expect(INJURED_BODY_PARTS.length).toBeLessThanOrEqual(65);
    expect(new Set(INJURED_BODY_PARTS).size).toBe(INJURED_BODY_PARTS.length);
    const lefts = INJURED_BODY_PARTS.filter((part) => part.startsWith('LEFT_'));
    expect(
      lefts.map((part) => part.replace('LEFT_', 'RIGHT_')).every((part) => INJURED_BODY_PARTS.some((p) => p === part)),
    ).toBe(true);
    expect(INJURY_TYPES).toHaveLength(11);
    expect(Object.keys(INJURED_BODY_PART_LABELS).sort()).toEqual([...INJURED_BODY_PARTS].sort());
    expect(Object.keys(INJURY_TYPE_LABELS).sort()).toEqual([...INJURY_TYPES].sort());
  });

  it('refuses body parts and injury types outside the enumerations', () => {
    expect(issuesOf(buildIncident({ injuredBodyParts: ['LEFT_TAIL'], injuryTypes: ['HEADACHE'] }))).toEqual([
      { path: 'injuredBodyParts.0', message: 'validation.invalid' },
      { path: 'injuryTypes.0', message: 'validation.invalid' },
    ]);
  });

  it('records the incident time as a date-time', () => {
    expect(issuesOf(buildIncident({ incidentAt: '2024-09-12' }))).toEqual([
      { path: 'incidentAt', message: 'validation.invalid' },
    ]);
  });
});
