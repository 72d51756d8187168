import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../shared/entities/derive/schema';
import { entityFor } from '../../shared/entities/registry';
import { DEMO_DOCUMENTS } from './demo-data';

describe('demo data', () => {
  it('holds only documents that the registry accepts, so demo users can edit them', () => {
    for (const doc of DEMO_DOCUMENTS) {
      const entity = entityFor(doc.type);
      expect(entity, doc.id).toBeDefined();
      if (entity) expect(validateDocument(entity, doc.data), doc.id).toEqual({ ok: true, data: doc.data });
    }
  });
});
