import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import type { EntityDefinition } from './entity';
import { siteInspection } from './site-inspection';

const REQUIRED = 'validation.required';
const PHOTO = { sha256: 'c'.repeat(64), name: 'leck.jpg', size: 40_960, type: 'image/jpeg' };

function issuesOf(entity: EntityDefinition, data: unknown) {
  const result = validateDocument(entity, data);
  return result.ok ? [] : result.issues;
}

function buildFinding(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: 'f1', topic: 'FIRE_PROTECTION', description: '<p>Feuerlöscher verstellt</p>', ...overrides };
}

function buildSiteInspection(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Begehung Lager Nord Q1',
    inspectionAt: '2025-03-12T09:30:00Z',
    participants: ['emp-1', 'emp-2'],
    recordingClerk: 'emp-1',
    inspectedEntities: ['loc-1'],
    ...overrides,
  };
}

describe('site inspection (domain.md §5: name; date; participants; recording clerk; inspected areas; findings)', () => {
  it('accepts a site inspection with every field filled', () => {
    const full = buildSiteInspection({
      inspectedEntities: ['loc-1', 'dep-1', 'we-1', 'sto-1'],
      findings: [
        buildFinding({ files: [PHOTO], linkedEntities: ['sto-1', 'sub-1'], order: 0 }),
        buildFinding({ id: 'f2', topic: 'HYGIENE', order: 1 }),
      ],
      measures: ['mea-1'],
    });
    expect(validateDocument(siteInspection, full).ok).toBe(true);
  });

  it('requires name, date, participants, recording clerk and inspected areas', () => {
    expect(issuesOf(siteInspection, {})).toEqual([
      { path: 'name', message: REQUIRED },
      { path: 'inspectionAt', message: REQUIRED },
      { path: 'participants', message: REQUIRED },
      { path: 'recordingClerk', message: REQUIRED },
      { path: 'inspectedEntities', message: REQUIRED },
    ]);
  });

  it('takes the date with a time', () => {
    expect(issuesOf(siteInspection, buildSiteInspection({ inspectionAt: '2025-03-12' }))).toEqual([
      { path: 'inspectionAt', message: 'validation.invalid' },
    ]);
  });

  it('requires at least one participant', () => {
    expect(issuesOf(siteInspection, buildSiteInspection({ participants: [] }))).toEqual([
      { path: 'participants', message: REQUIRED },
    ]);
  });

  it('requires a recording clerk', () => {
    expect(issuesOf(siteInspection, buildSiteInspection({ recordingClerk: null }))).toEqual([
      { path: 'recordingClerk', message: REQUIRED },
    ]);
  });

  it('requires at least one inspected area', () => {
    expect(issuesOf(siteInspection, buildSiteInspection({ inspectedEntities: [] }))).toEqual([
      { path: 'inspectedEntities', message: REQUIRED },
    ]);
  });

  it('requires a description and a topic for each finding', () => {
    expect(issuesOf(siteInspection, buildSiteInspection({ findings: [buildFinding()] }))).toEqual([]);
    const incomplete = [buildFinding(), { id: 'f2', description: ' ' }];
    expect(issuesOf(siteInspection, buildSiteInspection({ findings: incomplete }))).toEqual([
      { path: 'findings.1.topic', message: REQUIRED },
      { path: 'findings.1.description', message: REQUIRED },
    ]);
  });

  it('places the inspection in the organisation through its inspected areas', () => {
    expect(siteInspection.scope).toEqual({ fields: ['inspectedEntities'] });
  });
});
