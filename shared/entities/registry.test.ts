import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../enums/entity-types';
import { listColumns } from './derive/columns';
import { OTHER_FIELDS_SECTION } from './derive/form-fields';
import { entityMessages } from './derive/messages';
import { documentSchema } from './derive/schema';
import { ENTITIES, ENTITY_LIST, entityFor } from './registry';

/** Entity types the spec names without fields (domain.md §3 "Other tasks, boards, qualifications"). */
const WITHOUT_FIELDS = [
  'RISK',
  'REPAIR',
  'INCIDENT_WITH_REPORT',
  'INCIDENT_NEAR_MISS',
  'BOARD',
  'TASK',
  'QUALIFICATION',
];

describe('entity registry', () => {
  it('declares each document type once and every type with fields', () => {
    expect(new Set(ENTITY_LIST.map((e) => e.type)).size).toBe(ENTITY_LIST.length);
    const missing = DOCUMENT_TYPES.filter((type) => !ENTITIES[type] && !WITHOUT_FIELDS.includes(type));
    expect(missing).toEqual([]);
  });

  it('names a title field, scope fields and rule paths that exist', () => {
    for (const entity of ENTITY_LIST) {
      expect(entity.fields[entity.titleField], `${entity.type} title`).toBeDefined();
      for (const path of entity.scope.fields)
        expect(entity.fields[path.split('.')[0] ?? ''], `${entity.type} scope ${path}`).toBeDefined();
      for (const rule of entity.rules ?? [])
        expect(entity.fields[rule.path[0] ?? ''], `${entity.type} ${rule.message.id}`).toBeDefined();
    }
  });

  it('places each field in at most one section, names only fields that exist and keys each section once', () => {
    for (const entity of ENTITY_LIST) {
      const sections = entity.sections ?? [];
      const fields = sections.flatMap((section) => section.fields);
      expect(new Set(fields).size, `${entity.type} fields in two sections`).toBe(fields.length);
      for (const name of fields) expect(entity.fields[name], `${entity.type} section field ${name}`).toBeDefined();
      const keys = sections.map((section) => section.key);
      expect(new Set(keys).size, `${entity.type} section keys`).toBe(keys.length);
      for (const key of keys) expect(key, `${entity.type} section key`).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(keys, `${entity.type} section keys`).not.toContain(OTHER_FIELDS_SECTION);
    }
  });

  it('derives a schema, columns and messages for every entity, with unique message ids per meaning', () => {
    const texts = new Map<string, string>();
    for (const entity of ENTITY_LIST) {
      expect(() => documentSchema(entity)).not.toThrow();
      expect(listColumns(entity)[0]?.field).toBe(entity.titleField);
      for (const message of entityMessages(entity)) {
        const known = texts.get(message.id);
        if (known !== undefined) expect(message.message, message.id).toBe(known);
        texts.set(message.id, message.message ?? '');
      }
    }
  });

  it('finds entities by type and nothing for unknown or inherited keys', () => {
    expect(entityFor('SUBSTANCE')?.resource).toBe('SUBSTANCES');
    expect(entityFor('toString')).toBeUndefined();
    expect(entityFor('NOPE')).toBeUndefined();
  });
});
