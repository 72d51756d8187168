import { describe, expect, it } from 'vitest';
import { sourceChanged } from '../../../../shared/domain/operating-instructions';
import type { DocumentLookup } from '../../../../shared/entities/entity';
import type { DocumentType } from '../../../../shared/enums/entity-types';
import { ACME_DOCUMENTS } from '../acme';
import { ACME_OPERATING_INSTRUCTIONS } from './operating-instructions';

const byId = new Map(ACME_DOCUMENTS.map((doc) => [doc.id, doc]));
const lookup: DocumentLookup = (id) => {
  const doc = byId.get(id);
  return doc && { type: doc.type as DocumentType, data: doc.data };
};

describe("Acme's demo operating instructions (issue 20)", () => {
  it('are derived from a substance, an activity and a risk assessment, each with the sources of its sentences', () => {
    const sources = ACME_OPERATING_INSTRUCTIONS.map((doc) => {
      const derivation = doc.data.derivation as { source: string; sentences: unknown[] };
      expect(derivation.sentences.length).toBeGreaterThan(5);
      return byId.get(derivation.source)?.type;
    });
    expect(sources).toEqual(['SUBSTANCE', 'ACTIVITY', 'SUBSTANCE', 'RISK_ASSESSMENT']);
  });

  it('flags only the English one, derived before its substance changed', () => {
    const flagged = ACME_OPERATING_INSTRUCTIONS.filter((doc) => sourceChanged(doc.data, lookup)).map((doc) => doc.id);
    expect(flagged).toEqual(['acme-si-cleaner-en']);
  });
});
