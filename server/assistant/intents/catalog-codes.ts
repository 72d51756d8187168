import type { Language } from '../../../shared/cookies';
import { phrase } from '../phrases';
import type { AssistantScope, CatalogEntry, Source } from '../provider';
import { readableDocuments } from '../readable-documents';
import type { ReadableDocument } from '../sources';
import type { Answer, AnswerContext, NamedCode } from './intent';
import { ids, limitedList, sourcesOf } from './listing';
import { referenceText } from './reference-texts';

/** The catalog entries of the codes, in the language; codes the catalogs do not hold are left out. */
export function catalogEntries(codes: readonly NamedCode[], language: Language): CatalogEntry[] {
  return codes.flatMap((code) => {
    const text = referenceText(code.kind, code.code, language);
    return text === undefined ? [] : [{ code: code.code, text }];
  });
}

/** A code as people name it: storage classes with their word ("Lagerklasse 3"). */
function codeName(code: NamedCode, language: Language): string {
  return code.kind === 'STORAGE_CLASS' ? phrase('storageClassCode', language, { code: code.code }) : code.code;
}

/** A code and its meaning as one line, or that the catalog does not know it. */
function meaningLine(code: NamedCode, language: Language): string {
  const text = referenceText(code.kind, code.code, language);
  const name = codeName(code, language);
  return text === undefined ? phrase('codeUnknown', language, { code: name }) : `**${name}**: ${text}`;
}

/** What the codes mean (CLP Annex III/IV, GHS pictograms, TRGS 510 storage classes, ADR transport categories). */
export function answerCodeMeaning(codes: readonly NamedCode[], context: AnswerContext): Answer {
  return {
    paragraphs: [codes.map((code) => `- ${meaningLine(code, context.language)}`).join('\n')],
    sources: [],
    catalog: catalogEntries(codes, context.language),
  };
}

/** The substance field a code kind is kept in. */
const FIELDS: Readonly<Partial<Record<NamedCode['kind'], string>>> = {
  H: 'hazardStatements',
  P: 'precautionaryStatements',
  GHS: 'ghsSymbols',
  STORAGE_CLASS: 'storageClasses',
};

/** The statements a stored code holds: a combination (`P370+P380+P375[+P378]`) holds its parts. */
function parts(upper: string): string[] {
  return upper.split(/[+[\]]+/).filter((part) => part !== '');
}

/**
 * Whether a stored code is the asked one: `H360` also finds `H360FD`, `H310` also `H300+H310`,
 * `P301` also `P301+P310`; an asked combination finds itself.
 */
function carries(doc: ReadableDocument, code: NamedCode, field: string): boolean {
  const asked = code.code.toUpperCase();
  return ids(doc.data[field]).some((stored) => {
    const upper = stored.toUpperCase();
    if (upper === asked) return true;
    if (code.kind === 'H') return parts(upper).some((part) => part.startsWith(asked));
    if (code.kind === 'P') return parts(upper).includes(asked);
    return false;
  });
}

/** The substances carrying each code, with the code's meaning above each list. */
export async function answerSubstancesWithCode(
  scope: AssistantScope,
  codes: readonly NamedCode[],
  context: AnswerContext,
): Promise<Answer> {
  const substances = await readableDocuments(scope, ['SUBSTANCE']);
  const paragraphs: string[] = [];
  const sources: Source[] = [];
  for (const code of codes) {
    const field = FIELDS[code.kind];
    if (field === undefined) {
      paragraphs.push(meaningLine(code, context.language));
      continue;
    }
    const found = sourcesOf(
      substances
        .filter((doc) => carries(doc, code, field))
        .sort((a, b) => String(a.data.name).localeCompare(String(b.data.name))),
      context.language,
      [field],
    );
    const lead = meaningLine(code, context.language);
    paragraphs.push(
      found.length === 0
        ? `${lead}\n\n${phrase('substancesWithCodeNone', context.language, { code: codeName(code, context.language) })}`
        : `${lead}\n\n${phrase('substancesWithCode', context.language, { code: codeName(code, context.language), count: found.length })}\n\n${limitedList(found, context.language)}`,
    );
    sources.push(...found);
  }
  return { paragraphs, sources, catalog: catalogEntries(codes, context.language) };
}
