import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRevision, PERSONAL_REASON_RULE } from '../../../shared/domain/risk-assessments';
import type { DocumentData } from '../../../shared/entities/entity';
import { type DocumentSession, patchOf, type StoredDocument, startDocumentSession } from '../../test/document-session';

/**
 * Risk assessments on a real server (docs/domain/risk-assessments.md): the reviser is the
 * committing employee whatever the device sent, the next revision follows from the day and the
 * interval (RA-8, RA-9); a measure of a risk names its section (RA-10); the open measures are
 * counted by the server from the measure documents and kept current when one changes (RA-11).
 */

let session: DocumentSession;
const push: DocumentSession['push'] = (mutation) => session.push(mutation);
const stored: DocumentSession['stored'] = (id) => session.stored(id);
const openCount = async (id: string) => (await stored(id)).data.undoneNewMeasureCount;

function riskMeasure(id: string, risk: string, data: DocumentData = {}) {
  return {
    op: 'create' as const,
    number: 1,
    type: 'MEASURE',
    id,
    data: {
      name: `Maßnahme ${id}`,
      origin: 'acme-ra-filling',
      originRisk: risk,
      measureType: 'TECHNICAL',
      instructionKey: 'measures',
      responsible: 'acme-emp-becker',
      isDone: false,
      isRecurring: false,
      ...data,
    },
  };
}

beforeAll(async () => {
  session = await startDocumentSession('anna@sorgfalt.example', 'acme');
});
afterAll(async () => {
  await session?.close();
});

describe('risk assessments on the server (docs/domain/risk-assessments.md)', () => {
  it('RA-9, RA-8: "revised" records the committing employee and sets the next revision', async () => {
    const before = await stored('acme-ra-forklift');
    const day = new Date().toISOString().slice(0, 10);
    const result = await push(
      patchOf('RISK_ASSESSMENT', 'acme-ra-forklift', before, { lastRevisedAt: day, lastRevisedBy: 'acme-emp-wagner' }),
    );
    expect(result).toMatchObject({ status: 'applied' });
    const after = await stored('acme-ra-forklift');
    expect(after.data.lastRevisedBy).toBe('acme-emp-anna');
    expect(after.data.nextRevisionAt).toBe(nextRevision(after.data.lastRevisedAt, 24));
    expect(String(after.data.nextRevisionAt) > day).toBe(true);
  });

  it('RA-10: refuses a measure of a risk without the section of the operating instruction', async () => {
    const { instructionKey: _, ...withoutSection } = riskMeasure(
      'ra-measure-without-section',
      'acme-ra-filling-risk-vapour',
    ).data;
    const result = await push({ ...riskMeasure('ra-measure-without-section', 'x'), data: withoutSection });
    expect(result).toMatchObject({ status: 'rejected' });
    expect(JSON.stringify(result)).toContain('rule.measure.riskInstructionKey');
  });

  it('RA-11: the server counts the open measures of the seeded assessments from their measure documents', async () => {
    for (const id of ['acme-ra-filling', 'acme-ra-forklift']) {
      const count = await openCount(id);
      expect(typeof count).toBe('number');
      expect(count).toBeGreaterThan(0);
    }
  });

  it('RA-11: a measure created, done, moved to another origin or deleted changes the count; a device cannot set it', async () => {
    const start = Number(await openCount('acme-ra-filling'));
    expect(await push(riskMeasure('ra-count-a', 'acme-ra-filling-risk-vapour'))).toMatchObject({ status: 'applied' });
    expect(await push(riskMeasure('ra-count-b', 'acme-ra-filling-risk-vapour'))).toMatchObject({ status: 'applied' });
    expect(await openCount('acme-ra-filling')).toBe(start + 2);

    const a = await stored('ra-count-a');
    expect(
      await push(patchOf('MEASURE', 'ra-count-a', a, { isDone: true, doneAt: new Date().toISOString().slice(0, 10) })),
    ).toMatchObject({ status: 'applied' });
    expect(await openCount('acme-ra-filling')).toBe(start + 1);

    // Moved to the forklift assessment: one less here, one more there.
    const forklift = Number(await openCount('acme-ra-forklift'));
    const b = await stored('ra-count-b');
    expect(
      await push(
        patchOf('MEASURE', 'ra-count-b', b, { origin: 'acme-ra-forklift', originRisk: null, instructionKey: null }),
      ),
    ).toMatchObject({ status: 'applied' });
    expect(await openCount('acme-ra-filling')).toBe(start);
    expect(await openCount('acme-ra-forklift')).toBe(forklift + 1);

    const moved = await stored('ra-count-b');
    expect(
      await push({ op: 'delete', number: 1, type: 'MEASURE', id: 'ra-count-b', baseVersion: moved.version }),
    ).toMatchObject({ status: 'applied' });
    expect(await openCount('acme-ra-forklift')).toBe(forklift);

    // What a device sends for the count is not taken (a derived field, docs/sync-spec.md D2).
    const assessment: StoredDocument = await stored('acme-ra-filling');
    await push(
      patchOf('RISK_ASSESSMENT', 'acme-ra-filling', assessment, {
        undoneNewMeasureCount: 99,
        name: 'Abfüllung umbenannt',
      }),
    );
    const renamed = await stored('acme-ra-filling');
    expect(renamed.data.name).toBe('Abfüllung umbenannt');
    expect(renamed.data.undoneNewMeasureCount).toBe(start);
  });

  it('RA-7: a risk with only personal measures needs its reason; the server refuses the measure, then the risk, without one', async () => {
    const seen = await stored('acme-ra-filling');
    const risks = seen.data.risks as DocumentData[];
    const slipping = { id: 'ra-risk-slipping', order: risks.length, name: 'Rutschen auf verschüttetem Aceton' };
    expect(
      await push(patchOf('RISK_ASSESSMENT', 'acme-ra-filling', seen, { risks: [...risks, slipping] })),
    ).toMatchObject({
      status: 'applied',
    });

    const shoes = riskMeasure('ra-shoes', slipping.id, { measureType: 'PERSONAL', name: 'Sicherheitsschuhe S3' });
    expect(await push(shoes)).toEqual({
      number: 1,
      status: 'rejected',
      code: 'VALIDATION',
      issues: [{ path: 'measureType', message: PERSONAL_REASON_RULE.id }],
    });
    // A technical measure needs no reason.
    expect(await push(riskMeasure('ra-mats', slipping.id, { name: 'Auffangwannen' }))).toMatchObject({
      status: 'applied',
    });

    // Made personal, the risk would have only personal measures: refused.
    const mats = await stored('ra-mats');
    expect(await push(patchOf('MEASURE', 'ra-mats', mats, { measureType: 'PERSONAL' }))).toMatchObject({
      status: 'rejected',
      issues: [{ path: 'measureType', message: PERSONAL_REASON_RULE.id }],
    });

    // With the reason on the risk, both are taken.
    const withRisk = await stored('acme-ra-filling');
    const reasoned = (withRisk.data.risks as DocumentData[]).map((risk) =>
      risk.id === slipping.id
        ? { ...risk, personalMeasuresReason: 'Wannen sind bestellt; bis dahin nur Schuhe.' }
        : risk,
    );
    expect(await push(patchOf('RISK_ASSESSMENT', 'acme-ra-filling', withRisk, { risks: reasoned }))).toMatchObject({
      status: 'applied',
    });
    expect(await push(patchOf('MEASURE', 'ra-mats', mats, { measureType: 'PERSONAL' }))).toMatchObject({
      status: 'applied',
    });
    expect(await push(shoes)).toMatchObject({ status: 'applied' });

    // The reason removed from the risk while its measures are all personal: refused at its path.
    const withReason = await stored('acme-ra-filling');
    const index = (withReason.data.risks as DocumentData[]).findIndex((risk) => risk.id === slipping.id);
    const unreasoned = (withReason.data.risks as DocumentData[]).map(({ personalMeasuresReason: _, ...risk }) => risk);
    expect(await push(patchOf('RISK_ASSESSMENT', 'acme-ra-filling', withReason, { risks: unreasoned }))).toMatchObject({
      status: 'rejected',
      issues: [{ path: `risks.${index}.personalMeasuresReason`, message: PERSONAL_REASON_RULE.id }],
    });
    // Another save of the assessment that leaves the risk as it is passes.
    expect(
      await push(patchOf('RISK_ASSESSMENT', 'acme-ra-filling', withReason, { revisionInterval: 12 })),
    ).toMatchObject({ status: 'applied' });
  });
});
