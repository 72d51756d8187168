import { registerSources } from '../../../shared/domain/substances';
import type { RegisterData } from './register-view';

const doc = (id: string, type: string, data: Record<string, unknown>) => ({ id, type, data });

/** A small tenant for the register's tests: a plant and a warehouse, three substances, reviews. */
export function registerFixture(): RegisterData {
  const documents = [
    doc('loc-plant', 'LOCATION', { name: 'Werk Ludwigshafen' }),
    doc('loc-store', 'LOCATION', { name: 'Lager Mannheim' }),
    doc('loc-office', 'LOCATION', { name: 'Büro Berlin' }),
    doc('dep-production', 'DEPARTMENT', { name: 'Produktion', parent: 'loc-plant' }),
    doc('dep-filling', 'DEPARTMENT', { name: 'Abfüllung', parent: 'dep-production' }),
    doc('dep-logistics', 'DEPARTMENT', { name: 'Lager und Logistik', parent: 'loc-store' }),
    doc('st-tank', 'STORAGE', { name: 'Tanklager Nord', department: 'dep-production' }),
    doc('st-store', 'STORAGE', { name: 'Gefahrstofflager Halle 4', department: 'dep-logistics' }),
    doc('sub-acetone', 'SUBSTANCE', {
      name: 'Aceton',
      ghsSymbols: ['GHS02', 'GHS07'],
      hazardStatements: ['H225', 'H319', 'H336', 'EUH066'],
      storageClasses: ['3'],
      storageLocations: [
        { id: 'a1', storage: 'st-tank', quantity: { value: 25, unit: 'M3' } },
        { id: 'a2', storage: 'st-store', quantity: { value: 800, unit: 'L' } },
        { id: 'a3', storage: 'st-store', quantity: { value: 200, unit: 'L' } },
      ],
      safetyDataSheetFiles: [
        { id: 's1', file: { sha256: 'x', name: 'SDB Aceton.pdf' }, issuedAt: '2025-03-01', language: 'DE' },
      ],
    }),
    doc('sub-lye', 'SUBSTANCE', {
      name: 'Natronlauge 50 %',
      ghsSymbols: ['GHS05'],
      hazardStatements: ['H290', 'H314'],
      storageClasses: ['8B'],
      storageLocations: [{ id: 'l1', storage: 'st-store', quantity: { value: 2000, unit: 'L' } }],
    }),
    doc('sub-water', 'SUBSTANCE', { name: 'Wasser' }),
    doc('act-filling', 'ACTIVITY', {
      name: 'Abfüllen von Aceton',
      substance: 'sub-acetone',
      workEnvironments: ['dep-filling'],
    }),
  ];
  return {
    sources: registerSources(documents),
    reviews: [
      { id: 'rev-plant', data: { location: 'loc-plant', reviewedOn: '2026-03-02', reviewedBy: 'emp-anna' } },
      { id: 'rev-store', data: { location: 'loc-store', reviewedOn: '2025-09-15', reviewedBy: 'emp-gone' } },
    ],
    people: new Map([['emp-anna', 'Anna Berger']]),
  };
}
