import { statementCode } from '../../../shared/catalogs/statement-catalog';
import { STORAGE_CLASSES } from '../../../shared/enums/catalogs';
import type { NamedCode } from './intent';

const HAZARD = /\b(EUH\s?\d{3}A?|H\s?\d{3}(?:\s?\+\s?H\s?\d{3})+|H\s?\d{3}(?:[FD]{1,2}|i)?)\b/gi;
const PRECAUTIONARY = /\bP\s?\d{3}(?:\s?\+\s?P\s?\d{3})*(?:\s?\[\s?\+\s?P\s?\d{3}\s?\]|\b)/gi;
const GHS = /\bGHS\s?0?([1-9])\b/gi;
const STORAGE_CLASS = /\b(?:LGK|Lagerklassen?|storage\s+class(?:es)?)\s*(\d{1,2}(?:\.\d)?\s?[A-Da-d]?)(?![\w.])/gi;
const TRANSPORT_CATEGORY = /\b(?:Bef(?:ö|oe)rderungskategorie|Transportkategorie|transport\s+category)\s*([0-4])\b/gi;

/** The codes a question names, each once, in the order they appear. */
export function codesIn(question: string): NamedCode[] {
  const found: { index: number; code: NamedCode }[] = [];
  const collect = (pattern: RegExp, make: (match: RegExpExecArray) => NamedCode | undefined) => {
    for (const match of question.matchAll(pattern)) {
      const code = make(match);
      if (code) found.push({ index: match.index, code });
    }
  };
  collect(HAZARD, (match) => {
    const typed = (match[1] ?? '').replace(/\s/g, '');
    return { kind: 'H', code: statementCode(typed) ?? typed.toUpperCase() };
  });
  collect(PRECAUTIONARY, (match) => {
    const typed = match[0].replace(/\s/g, '');
    return { kind: 'P', code: statementCode(typed) ?? typed.toUpperCase() };
  });
  collect(GHS, (match) => ({ kind: 'GHS', code: `GHS0${match[1]}` }));
  collect(STORAGE_CLASS, (match) => {
    const code = (match[1] ?? '').replace(/\s/g, '').toUpperCase();
    return (STORAGE_CLASSES as readonly string[]).includes(code) ? { kind: 'STORAGE_CLASS', code } : undefined;
  });
  collect(TRANSPORT_CATEGORY, (match) => ({ kind: 'TRANSPORT_CATEGORY', code: match[1] ?? '' }));
  const unique = new Map<string, NamedCode>();
  for (const { code } of found.sort((a, b) => a.index - b.index)) unique.set(`${code.kind}:${code.code}`, code);
  return [...unique.values()];
}
