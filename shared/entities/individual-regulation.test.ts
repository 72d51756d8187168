import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import type { EntityDefinition } from './entity';
import { individualRegulation } from './individual-regulation';

const REQUIRED = 'validation.required';
const FILE = { sha256: 'b'.repeat(64), name: 'anlage.pdf', size: 512, type: 'application/pdf' };

function issuesOf(entity: EntityDefinition, data: unknown) {
  const result = validateDocument(entity, data);
  return result.ok ? [] : result.issues;
}

function buildIndividualRegulation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Hausordnung Werk Nord',
    content: '<p>Regeln für das Werksgelände</p>',
    isActive: true,
    lastChangeAt: '2025-02-01',
    ...overrides,
  };
}

describe('individual regulation (domain.md §5 Regulation, without customers)', () => {
  it('accepts an individual regulation with every field filled', () => {
    const full = buildIndividualRegulation({
      issuedAt: '2020-01-01',
      applicationScope: 'OTHER',
      fieldOfLaw: 'OCCUPATIONAL_SAFETY',
      fieldOfLawLimitation: 'BAVARIA',
      responsible: 'emp-2',
      changes: [{ id: 'ch1', changeAt: '2025-02-01', content: '<p>Rauchverbot ergänzt</p>', attachments: [FILE] }],
    });
    expect(validateDocument(individualRegulation, full).ok).toBe(true);
  });

  it('needs no customer', () => {
    expect(issuesOf(individualRegulation, buildIndividualRegulation())).toEqual([]);
  });

  it('refuses the provider-only fields (customers, publishing, required actions) and a reports list', () => {
    for (const field of ['tenantIds', 'isPublished', 'requiredActions', 'reports']) {
      expect(validateDocument(individualRegulation, buildIndividualRegulation({ [field]: [] })).ok).toBe(false);
    }
  });

  it('requires name, status, content and change date', () => {
    expect(issuesOf(individualRegulation, {})).toEqual([
      { path: 'name', message: REQUIRED },
      { path: 'content', message: REQUIRED },
      { path: 'lastChangeAt', message: REQUIRED },
      { path: 'isActive', message: REQUIRED },
    ]);
  });

  it('requires the date of each change', () => {
    expect(issuesOf(individualRegulation, buildIndividualRegulation({ changes: [{ id: 'ch1' }] }))).toEqual([
      { path: 'changes.0.changeAt', message: REQUIRED },
    ]);
  });
});
