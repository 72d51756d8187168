import { describe, expect, it } from 'vitest';
import { casNumberProblem, ecNumberProblem, isValidCasNumber, isValidEcNumber } from './registry-numbers';

describe('SUB-2 CAS number check digit', () => {
  it('accepts CAS numbers whose check digit matches', () => {
    for (const cas of [
      '7732-18-5',
      '67-64-1',
      '67-63-0',
      '1310-73-2',
      '68334-30-5',
      '50-00-0',
      '7440-44-0',
      '9002-84-0',
    ]) {
      expect(isValidCasNumber(cas), cas).toBe(true);
    }
  });

  it('refuses a CAS number whose check digit does not match', () => {
    expect(isValidCasNumber('7732-18-4')).toBe(false);
    expect(casNumberProblem('7732-18-4')).toBe('CHECK_DIGIT');
    expect(casNumberProblem('67-64-2')).toBe('CHECK_DIGIT');
    // Two digits swapped change the sum: the check digit catches it.
    expect(casNumberProblem('7723-18-5')).toBe('CHECK_DIGIT');
  });

  it('refuses what is not written as a CAS number', () => {
    for (const cas of [
      '7732185',
      '7732-18',
      '7-18-5',
      '12345678-18-5',
      '7732-1-5',
      '7732-18-55',
      'CAS 7732-18-5',
      '',
    ]) {
      expect(casNumberProblem(cas), cas).toBe('FORMAT');
    }
  });

  it('reads a number with spaces around it', () => {
    expect(isValidCasNumber(' 7732-18-5 ')).toBe(true);
  });
});

describe('SUB-3 EC number check digit', () => {
  it('accepts EC numbers whose check digit matches, list numbers included', () => {
    for (const ec of ['231-791-2', '200-662-2', '200-661-7', '215-185-5', '269-822-7', '919-857-5', '926-141-6']) {
      expect(isValidEcNumber(ec), ec).toBe(true);
    }
  });

  it('refuses an EC number whose check digit does not match', () => {
    expect(isValidEcNumber('231-791-3')).toBe(false);
    expect(ecNumberProblem('231-791-3')).toBe('CHECK_DIGIT');
    expect(ecNumberProblem('200-662-0')).toBe('CHECK_DIGIT');
  });

  it('never accepts the remainder 10, which is not issued', () => {
    // 200-004-?: 2 + 0 + 0 + 0 + 0 + 24 = 26, 26 mod 11 = 4; 200-005-?: 2 + 30 = 32 → 10: no digit fits.
    for (let digit = 0; digit <= 9; digit += 1) expect(isValidEcNumber(`200-005-${digit}`)).toBe(false);
  });

  it('refuses what is not written as an EC number', () => {
    for (const ec of ['2317912', '231-79-12', '231-791', '231-791-22', 'EG 231-791-2', '']) {
      expect(ecNumberProblem(ec), ec).toBe('FORMAT');
    }
  });
});
