import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../entities/derive/schema';
import { regulation } from '../../entities/regulation';
import { attachmentHashes, customerCopy, regulationCustomers } from './customer-copy';

const FILE = { sha256: 'c'.repeat(64), name: 'novelle.pdf', size: 1024, type: 'application/pdf' };
const PROVIDER = 'Paragraf Rechtsberatung GmbH';

function buildRegulation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'ADR',
    content: '<p>Gefahrgut auf der Straße</p>',
    issuedAt: '1957-09-30',
    lastChangeAt: '2025-01-01',
    fieldOfLaw: 'HAZARDOUS_GOODS',
    responsible: 'para-emp-lea',
    isActive: true,
    isPublished: true,
    tenantIds: [
      { id: 'c1', tenant: 'acme' },
      { id: 'c2', tenant: 'beta' },
    ],
    changes: [{ id: 'ch1', changeAt: '2025-01-01', content: '<p>ADR 2025</p>', attachments: [FILE] }],
    requiredActions: [
      { id: 'a1', tenantIds: [{ id: 'a1-acme', tenant: 'acme' }], content: '<p>Papiere prüfen</p>', remarks: 'GGB' },
      { id: 'a2', tenantIds: [{ id: 'a2-beta', tenant: 'beta' }], content: '<p>Fahrer schulen</p>', remarks: 'Beta' },
      {
        id: 'a3',
        tenantIds: [
          { id: 'a3-acme', tenant: 'acme' },
          { id: 'a3-beta', tenant: 'beta' },
        ],
        content: '<p>Beide</p>',
      },
    ],
    reports: [{ id: 'r1', publishedAt: '2025-01-15', span: { from: '2024-10-01', to: '2024-12-31' } }],
    ...overrides,
  };
}

describe('customerCopy (docs/domain/regulations.md)', () => {
  it('RGL-1: the customers of a regulation are the tenants it names, each once', () => {
    expect(regulationCustomers(buildRegulation())).toEqual(['acme', 'beta']);
    expect(regulationCustomers({})).toEqual([]);
  });

  it('RGL-2: nothing for a customer the regulation does not name, or while it is not published', () => {
    expect(customerCopy(buildRegulation(), 'gamma', PROVIDER)).toBeUndefined();
    expect(customerCopy(buildRegulation({ isPublished: false }), 'acme', PROVIDER)).toBeUndefined();
    expect(customerCopy(buildRegulation({ isPublished: undefined }), 'acme', PROVIDER)).toBeUndefined();
  });

  it('RGL-3: the copy names only this customer and holds only the actions addressed to it', () => {
    const copy = customerCopy(buildRegulation(), 'acme', PROVIDER);
    expect(copy?.tenantIds).toEqual([{ id: 'c1', tenant: 'acme' }]);
    expect(copy?.requiredActions).toEqual([
      { id: 'a1', tenantIds: [{ id: 'a1-acme', tenant: 'acme' }], content: '<p>Papiere prüfen</p>', remarks: 'GGB' },
      { id: 'a3', tenantIds: [{ id: 'a3-acme', tenant: 'acme' }], content: '<p>Beide</p>' },
    ]);
    expect(JSON.stringify(copy)).not.toContain('beta');
    expect(JSON.stringify(copy)).not.toContain('Fahrer schulen');
  });

  it('RGL-3: the manager’s responsible employee and reports stay with the manager; the provider is named', () => {
    const copy = customerCopy(buildRegulation(), 'acme', PROVIDER);
    expect(copy?.responsible).toBeUndefined();
    expect(copy?.reports).toBeUndefined();
    expect(copy).toMatchObject({
      name: 'ADR',
      isPublished: true,
      publishedBy: PROVIDER,
      fieldOfLaw: 'HAZARDOUS_GOODS',
    });
  });

  it('RGL-4: changes arrive with their attachments, whose hashes the customer may then read', () => {
    const copy = customerCopy(buildRegulation(), 'acme', PROVIDER);
    expect(copy?.changes).toEqual([
      { id: 'ch1', changeAt: '2025-01-01', content: '<p>ADR 2025</p>', attachments: [FILE] },
    ]);
    expect(attachmentHashes(copy ?? {})).toEqual([FILE.sha256]);
    expect(attachmentHashes(buildRegulation({ changes: [{ id: 'ch2', changeAt: '2025-02-01' }] }))).toEqual([]);
  });

  it('a customer without actions gets no action list, and every copy is a valid regulation', () => {
    const actions = [{ id: 'a2', tenantIds: [{ id: 'a2-beta', tenant: 'beta' }] }];
    const copy = customerCopy(buildRegulation({ requiredActions: actions }), 'acme', PROVIDER);
    expect(copy?.requiredActions).toBeUndefined();
    for (const customer of ['acme', 'beta']) {
      const valid = customerCopy(buildRegulation(), customer, PROVIDER);
      expect(validateDocument(regulation, valid).ok).toBe(true);
    }
  });
});
