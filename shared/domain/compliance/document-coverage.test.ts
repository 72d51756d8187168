import { describe, expect, it } from 'vitest';
import type { ComplianceDocument } from './compliance-document';
import { lackingDocument } from './document-coverage';

const doc = (type: string, id: string, data: ComplianceDocument['data'] = {}, deleted = false): ComplianceDocument => ({
  type,
  id,
  data,
  deleted,
});

const acetone = doc('SUBSTANCE', 's-acetone', { name: 'Aceton' });
const diesel = doc('SUBSTANCE', 's-diesel', { name: 'Diesel' });
const cleaning = doc('ACTIVITY', 'a-cleaning', { name: 'Reinigen', substance: 's-acetone' });
const refuelling = doc('ACTIVITY', 'a-refuelling', { name: 'Tanken', substance: 's-diesel' });
const SUBJECTS = [acetone, diesel, cleaning, refuelling];

const ids = (documents: readonly ComplianceDocument[]) => documents.map((document) => document.id);

describe('CMP-1 missing risk assessment', () => {
  it('a substance named by a risk assessment has one; a substance no risk assessment names lacks one', () => {
    const assessment = doc('RISK_ASSESSMENT', 'ra-1', { substances: ['s-acetone'] });
    expect(ids(lackingDocument('RISK_ASSESSMENT', [acetone, diesel], [assessment]))).toEqual(['s-diesel']);
  });

  it('an activity is covered through its substance', () => {
    const assessment = doc('RISK_ASSESSMENT', 'ra-1', { substances: ['s-acetone'] });
    expect(ids(lackingDocument('RISK_ASSESSMENT', [cleaning, refuelling], [assessment]))).toEqual(['a-refuelling']);
  });

  it('an activity without a substance lacks a risk assessment', () => {
    const assessment = doc('RISK_ASSESSMENT', 'ra-1', { substances: ['s-acetone'] });
    const unnamed = doc('ACTIVITY', 'a-unnamed', { name: 'Ohne Stoff' });
    expect(ids(lackingDocument('RISK_ASSESSMENT', [unnamed], [assessment]))).toEqual(['a-unnamed']);
  });

  it('with no risk assessment at all, every substance and activity lacks one', () => {
    expect(ids(lackingDocument('RISK_ASSESSMENT', SUBJECTS, []))).toEqual(ids(SUBJECTS));
  });

  it('a deleted risk assessment covers nothing', () => {
    const deleted = doc('RISK_ASSESSMENT', 'ra-old', { substances: ['s-acetone'] }, true);
    expect(ids(lackingDocument('RISK_ASSESSMENT', [acetone], [deleted]))).toEqual(['s-acetone']);
  });

  it('a risk assessment naming an unknown or deleted substance covers the others no more', () => {
    const assessment = doc('RISK_ASSESSMENT', 'ra-1', { substances: ['s-gone'] });
    expect(ids(lackingDocument('RISK_ASSESSMENT', [acetone, diesel], [assessment]))).toEqual(['s-acetone', 's-diesel']);
  });

  it('an operating instruction is no risk assessment', () => {
    const instruction = doc('SUBSTANCE_INSTRUCTION', 'oi-1', { target: 's-acetone', substances: ['s-acetone'] });
    expect(ids(lackingDocument('RISK_ASSESSMENT', [acetone], [instruction]))).toEqual(['s-acetone']);
  });

  it('deleted subjects and other document types lack nothing', () => {
    const deletedSubstance = doc('SUBSTANCE', 's-deleted', {}, true);
    const measure = doc('MEASURE', 'm-1', { name: 'Lüften' });
    expect(lackingDocument('RISK_ASSESSMENT', [deletedSubstance, measure], [])).toEqual([]);
  });
});

describe('CMP-2 missing operating instruction', () => {
  it('a substance or activity named as the instruction’s subject (target) has one', () => {
    const forSubstance = doc('SUBSTANCE_INSTRUCTION', 'oi-1', { target: 's-acetone' });
    const forActivity = doc('SUBSTANCE_INSTRUCTION', 'oi-2', { target: 'a-refuelling' });
    expect(ids(lackingDocument('OPERATING_INSTRUCTION', SUBJECTS, [forSubstance, forActivity]))).toEqual([
      's-diesel',
      'a-cleaning',
    ]);
  });

  it('a substance or activity listed among the instruction’s substances or activities has one', () => {
    const instruction = doc('SUBSTANCE_INSTRUCTION', 'oi-1', { substances: ['s-diesel'], activities: ['a-cleaning'] });
    expect(ids(lackingDocument('OPERATING_INSTRUCTION', SUBJECTS, [instruction]))).toEqual([
      's-acetone',
      'a-refuelling',
    ]);
  });

  it('an activity is not covered through its substance: it needs an instruction naming it', () => {
    const instruction = doc('SUBSTANCE_INSTRUCTION', 'oi-1', { target: 's-acetone' });
    expect(ids(lackingDocument('OPERATING_INSTRUCTION', [cleaning], [instruction]))).toEqual(['a-cleaning']);
  });

  it('a deleted instruction covers nothing, and a risk assessment is no operating instruction', () => {
    const deleted = doc('SUBSTANCE_INSTRUCTION', 'oi-old', { target: 's-acetone' }, true);
    const assessment = doc('RISK_ASSESSMENT', 'ra-1', { substances: ['s-acetone'] });
    expect(ids(lackingDocument('OPERATING_INSTRUCTION', [acetone], [deleted, assessment]))).toEqual(['s-acetone']);
  });
});
