import { describe, expect, it } from 'vitest';
import { deficienciesOf } from './deficiency-measures';
import { inspectionLog } from './inspection-log';
import { conditionsWithMeasures } from './permit-conditions';

const doc = (id: string, type: string, data: Record<string, unknown>) => ({ id, type, data, pending: false });

describe('deficienciesOf', () => {
  it('FAC-1 an inspection that found deficiencies starts a measure with it as origin, the text and its responsible', () => {
    const data = {
      deficienciesExist: true,
      deficienciesDescription: '<p>Korrosion am Kondensatablass.</p><p>Ventil tauschen.</p>',
      responsible: 'emp-becker',
    };
    expect(deficienciesOf('INSPECTION', 'insp-1', data)).toEqual([
      {
        key: 'inspection',
        repair: '',
        text: 'Korrosion am Kondensatablass.\nVentil tauschen.',
        search: {
          origin: 'insp-1',
          description: 'Korrosion am Kondensatablass.\nVentil tauschen.',
          responsible: 'emp-becker',
        },
      },
    ]);
  });

  it('FAC-1 an inspection without deficiencies offers none; one without a description still offers a measure', () => {
    expect(deficienciesOf('INSPECTION', 'insp-1', { deficienciesExist: false, deficienciesDescription: 'x' })).toEqual(
      [],
    );
    expect(deficienciesOf('INSPECTION', 'insp-1', { deficienciesExist: true })[0]?.search).toEqual({
      origin: 'insp-1',
    });
  });

  it('FAC-2 each repair of a maintenance with deficiencies starts a measure named by the repair', () => {
    const data = {
      responsible: 'emp-becker',
      repairs: [
        { id: 'r1', name: 'Füllventil Station 2', deficiencies: 'Undichte Ventilspindel' },
        { id: 'r2', name: 'Sichtprüfung', deficiencies: '' },
      ],
    };
    const found = deficienciesOf('MAINTENANCE', 'mnt-1', data);
    expect(found.map((item) => [item.key, item.repair, item.search.description])).toEqual([
      ['r1', 'Füllventil Station 2', 'Füllventil Station 2\nUndichte Ventilspindel'],
    ]);
  });
});

describe('inspectionLog', () => {
  it('FAC-3 lists the inspections and maintenance of the equipment, newest first, with results and open measures', () => {
    const docs = [
      doc('insp-old', 'INSPECTION', {
        name: 'Prüfung 2024',
        storageOrWorkEquipment: 'we-1',
        lastInspectionAt: '2024-05-01',
        nextInspectionAt: '2025-05-01',
        deficienciesExist: true,
      }),
      doc('mnt-1', 'MAINTENANCE', { name: 'Wartung', storageOrWorkEquipment: 'we-1', lastMaintenanceAt: '2026-02-01' }),
      doc('insp-never', 'INSPECTION', { name: 'Erstprüfung', storageOrWorkEquipment: 'we-1' }),
      doc('insp-other', 'INSPECTION', {
        name: 'Andere',
        storageOrWorkEquipment: 'we-2',
        lastInspectionAt: '2026-09-01',
      }),
      doc('m-open', 'MEASURE', { origin: 'insp-old', isDone: false }),
      doc('m-done', 'MEASURE', { origin: 'insp-old', isDone: true }),
    ];
    expect(
      inspectionLog('we-1', docs).map((entry) => [entry.id, entry.lastAt, entry.deficiencies, entry.openMeasures]),
    ).toEqual([
      ['mnt-1', '2026-02-01', undefined, 0],
      ['insp-old', '2024-05-01', true, 1],
      ['insp-never', '', undefined, 0],
    ]);
  });
});

describe('conditionsWithMeasures', () => {
  it('FAC-4 lists the permit’s conditions, requirements first, each with the measures naming or listed by it', () => {
    const docs = [
      doc('c-anc', 'CONDITION', {
        name: 'Hinweis',
        permit: 'p-1',
        conditionType: 'ANCILLARY_PROVISION',
        section: 'IV.1',
      }),
      doc('c-req', 'CONDITION', {
        name: 'Ex-Prüfung',
        permit: 'p-1',
        conditionType: 'REQUIREMENT',
        section: 'III.4',
        measures: ['m-listed'],
      }),
      doc('c-other', 'CONDITION', { name: 'Fremd', permit: 'p-2', conditionType: 'REQUIREMENT' }),
      doc('m-origin', 'MEASURE', { name: 'Prüfung beauftragen', origin: 'c-req' }),
      doc('m-listed', 'MEASURE', { name: 'Bericht ablegen', origin: 'c-req' }),
    ];
    expect(
      conditionsWithMeasures('p-1', docs).map(({ condition, measures }) => [
        condition.id,
        measures.map((item) => item.id),
      ]),
    ).toEqual([
      ['c-req', ['m-origin', 'm-listed']],
      ['c-anc', []],
    ]);
  });
});
