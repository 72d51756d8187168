import { describe, expect, it } from 'vitest';
import { contact } from '../contact';
import { department } from '../department';
import { defineEntity } from '../entity';
import { listColumns } from './columns';
import { formFields, formSections, OTHER_FIELDS_SECTION } from './form-fields';
import { indexPaths } from './indexes';
import { entityMessages } from './messages';

const label = (id: string) => ({ id, message: id });
const sample = defineEntity({
  type: 'SITE_INSPECTION',
  label: label('entity.sample'),
  pluralLabel: label('entity.sample.plural'),
  resource: 'SITE_INSPECTIONS',
  module: 'SITE_INSPECTION_MANAGEMENT',
  titleField: 'name',
  scope: { fields: ['areas'] },
  fields: {
    name: { kind: 'text', label: label('f.name'), required: true },
    inspectionAt: { kind: 'date', time: true, label: label('f.at'), column: true },
    areas: { kind: 'reference', to: ['LOCATION'], multiple: true, label: label('f.areas'), column: true },
    exposition: {
      kind: 'group',
      label: label('f.exposition'),
      fields: { duration: { kind: 'number', label: label('f.duration') } },
    },
    findings: {
      kind: 'keyedList',
      label: label('f.findings'),
      fields: { description: { kind: 'text', label: label('f.description'), required: true } },
    },
  },
  rules: [{ message: label('rule.sample'), path: ['areas'], valid: () => true }],
});

describe('derived from the registry', () => {
  it('list columns: the title first, then the fields marked as columns with their cell types', () => {
    expect(listColumns(sample).map(({ field, cell, sortable }) => [field, cell, sortable])).toEqual([
      ['name', 'text', true],
      ['inspectionAt', 'date', true],
      ['areas', 'reference', false],
    ]);
    expect(listColumns(contact).map((c) => c.field)).toEqual(['name', 'address', 'phone', 'email']);
  });

  it('client database indexes: title, dates and references, multi-entry for lists of references', () => {
    expect(indexPaths(sample)).toEqual(['data.name', 'data.inspectionAt', '*data.areas']);
    expect(indexPaths(department)).toEqual([
      'data.name',
      'data.parent',
      'data.head',
      'data.deputyHead',
      '*data.responsibles',
    ]);
  });

  it('form fields: every field in order, nested records with dotted paths, hidden fields left out', () => {
    const inputs = formFields(sample, new Set(['inspectionAt']));
    expect(inputs.map((input) => input.path)).toEqual(['name', 'areas', 'exposition', 'findings']);
    expect(inputs[2]?.children.map((child) => child.path)).toEqual(['exposition.duration']);
    expect(inputs[3]?.children.map((child) => [child.path, child.required])).toEqual([['description', true]]);
  });

  it('form sections: the declared sections in order with their inputs, then the fields of none', () => {
    const sectioned = {
      ...sample,
      sections: [
        { key: 'findings', title: label('s.findings'), fields: ['findings', 'exposition'] },
        { key: 'basics', title: label('s.basics'), fields: ['name', 'inspectionAt'] },
      ],
    };
    const sections = formSections(sectioned, new Set(['inspectionAt']));
    expect(
      sections.map((section) => [section.key, section.title?.id, section.inputs.map((input) => input.path)]),
    ).toEqual([
      ['findings', 's.findings', ['findings', 'exposition']],
      ['basics', 's.basics', ['name']],
      [OTHER_FIELDS_SECTION, undefined, ['areas']],
    ]);
    expect(sections[1]?.fields).toEqual(['name', 'inspectionAt']);
    expect(
      entityMessages(sectioned)
        .map((m) => m.id)
        .slice(-2),
    ).toEqual(['s.findings', 's.basics']);
  });

  it('form sections: an entity without sections is one section of every input', () => {
    expect(formSections(sample).map((section) => [section.key, section.title, section.inputs.length])).toEqual([
      [OTHER_FIELDS_SECTION, undefined, 5],
    ]);
  });

  it('translation descriptors: names, every label and rule message, each once', () => {
    expect(entityMessages(sample).map((m) => m.id)).toEqual([
      'entity.sample',
      'entity.sample.plural',
      'f.name',
      'f.at',
      'f.areas',
      'f.exposition',
      'f.duration',
      'f.findings',
      'f.description',
      'rule.sample',
    ]);
  });
});
