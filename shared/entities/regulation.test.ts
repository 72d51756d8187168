import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import type { EntityDefinition } from './entity';
import { regulation } from './regulation';

const REQUIRED = 'validation.required';
const FILE = { sha256: 'a'.repeat(64), name: 'aenderung.pdf', size: 2048, type: 'application/pdf' };

function issuesOf(entity: EntityDefinition, data: unknown) {
  const result = validateDocument(entity, data);
  return result.ok ? [] : result.issues;
}

function buildRegulation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Gefahrstoffverordnung (GefStoffV)',
    content: '<p>Verordnung zum Schutz vor Gefahrstoffen</p>',
    isActive: true,
    lastChangeAt: '2024-12-05',
    tenantIds: [{ id: 'c1', tenant: 'acme' }],
    ...overrides,
  };
}

function buildFullRegulation(): Record<string, unknown> {
  return buildRegulation({
    issuedAt: '2010-11-26',
    applicationScope: 'FEDERAL_REGULATIONS',
    fieldOfLaw: 'CHEMICALS_AND_HAZARDOUS_SUBSTANCES',
    fieldOfLawLimitation: 'ALL',
    responsible: 'emp-1',
    isPublished: true,
    tenantIds: [
      { id: 'c1', tenant: 'acme' },
      { id: 'c2', tenant: 'beta' },
    ],
    changes: [{ id: 'ch1', changeAt: '2024-12-05', content: '<p>Neufassung</p>', attachments: [FILE] }],
    requiredActions: [
      {
        id: 'ra1',
        tenantIds: [{ id: 'c1', tenant: 'acme' }],
        content: '<p>Gefahrstoffverzeichnis prüfen</p>',
        remarks: 'bis Quartalsende',
      },
    ],
  });
}

describe('regulation (domain.md §5: name; status; content; at least one customer; change date)', () => {
  it('accepts a regulation with every field filled', () => {
    expect(validateDocument(regulation, buildFullRegulation()).ok).toBe(true);
  });

  it('has no reports list: reports are documents of their own (decision 0052)', () => {
    expect(Object.keys(regulation.fields)).not.toContain('reports');
  });

  it('still validates a regulation stored with the former reports list and drops the list', () => {
    const former = { id: 'r1', publishedAt: '2025-01-10', span: { from: '2024-10-01', to: '2024-12-31' } };
    const result = validateDocument(regulation, { ...buildFullRegulation(), reports: [former] });
    expect(result.ok).toBe(true);
    expect(result.ok && 'reports' in result.data).toBe(false);
  });

  it('refuses other unknown fields as before', () => {
    expect(issuesOf(regulation, buildRegulation({ report: [] })).map((issue) => issue.path)).toEqual(['report']);
  });

  it('accepts a regulation with only the required fields', () => {
    expect(issuesOf(regulation, buildRegulation())).toEqual([]);
  });

  it('requires a name', () => {
    expect(issuesOf(regulation, buildRegulation({ name: ' ' }))).toEqual([{ path: 'name', message: REQUIRED }]);
  });

  it('requires the status (isActive); inactive is a status', () => {
    expect(issuesOf(regulation, buildRegulation({ isActive: false }))).toEqual([]);
    const { isActive: _omitted, ...withoutStatus } = buildRegulation();
    expect(issuesOf(regulation, withoutStatus)).toEqual([{ path: 'isActive', message: REQUIRED }]);
  });

  it('requires content', () => {
    expect(issuesOf(regulation, buildRegulation({ content: '' }))).toEqual([{ path: 'content', message: REQUIRED }]);
  });

  it('requires at least one customer, each with a tenant', () => {
    expect(issuesOf(regulation, buildRegulation({ tenantIds: [] }))).toEqual([
      { path: 'tenantIds', message: REQUIRED },
    ]);
    expect(issuesOf(regulation, buildRegulation({ tenantIds: [{ id: 'c1', tenant: '' }] }))).toEqual([
      { path: 'tenantIds.0.tenant', message: REQUIRED },
    ]);
  });

  it('refuses the same customer twice', () => {
    const twice = [
      { id: 'c1', tenant: 'acme' },
      { id: 'c2', tenant: 'acme' },
    ];
    expect(issuesOf(regulation, buildRegulation({ tenantIds: twice }))).toEqual([
      { path: 'tenantIds', message: 'rule.regulation.uniqueCustomers' },
    ]);
  });

  it('requires the change date, on the regulation and on each change', () => {
    expect(issuesOf(regulation, buildRegulation({ lastChangeAt: null }))).toEqual([
      { path: 'lastChangeAt', message: REQUIRED },
    ]);
    expect(issuesOf(regulation, buildRegulation({ changes: [{ id: 'ch1', content: '<p>x</p>' }] }))).toEqual([
      { path: 'changes.0.changeAt', message: REQUIRED },
    ]);
  });
});
