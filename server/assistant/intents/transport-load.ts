import {
  type CargoQuantity,
  cargoLines,
  EXEMPTION_LIMIT,
  measureOf,
  transportPoints,
} from '../../../shared/domain/transport';
import { matchesWordStarts, type SearchForms, searchForms } from '../../../shared/text-search';
import { questionTerms } from '../document-search';
import { linkText } from '../embedded/markdown';
import { phrase } from '../phrases';
import type { AssistantScope, Source } from '../provider';
import { readableDocuments } from '../readable-documents';
import { type ReadableDocument, sourceOf } from '../sources';
import type { Answer, AnswerContext, LoadLine } from './intent';
import { text } from './listing';

/** A UN number and its transport category as the tenant's earlier transports give them. */
/** What counts a line's quantity under ADR 1.1.3.6.3 (shared/domain/transport): class and classification code. */
type Classified = Pick<CargoQuantity, 'hazardClass' | 'transportHazardClass' | 'classificationCode'>;

interface KnownGood {
  readonly unNumber: string;
  readonly name: string;
  readonly category: number | null;
  readonly classified: Classified;
  readonly from: ReadableDocument;
}

interface Identified {
  readonly line: LoadLine;
  readonly unNumber: string | null;
  readonly category: number | null;
  readonly classified: Classified;
  readonly used: readonly ReadableDocument[];
}

const UN = /\b(?:UN\s?)?(\d{4})\b/i;

/** A line names goods by words that begin the name's words: "Chlor" is not "Dichlormethan". */
const has = (name: string, terms: readonly SearchForms[]) => matchesWordStarts(searchForms(name), terms);

/** The goods of earlier transport drafts and documents the asker may read. */
function knownGoods(transports: readonly ReadableDocument[]): KnownGood[] {
  return transports.flatMap((doc) =>
    cargoLines(doc.data).flatMap((cargo) =>
      cargo.unNumber
        ? [
            {
              unNumber: cargo.unNumber,
              name: cargo.name,
              category: cargo.transportCategory ?? null,
              classified: {
                hazardClass: cargo.hazardClass ?? null,
                transportHazardClass: cargo.transportHazardClass ?? null,
                classificationCode: cargo.classificationCode ?? null,
              },
              from: doc,
            },
          ]
        : [],
    ),
  );
}

/**
 * A line's goods by UN number, or by name: a substance of the register (its UN number) or a
 * cargo line of an earlier transport; the transport category comes from earlier transports.
 */
function identify(line: LoadLine, substances: readonly ReadableDocument[], goods: readonly KnownGood[]): Identified {
  const byNumber = UN.exec(line.goods)?.[1];
  const terms = questionTerms(line.goods);
  const substance =
    byNumber || terms.length === 0
      ? undefined
      : substances.find((doc) => has(text(doc.data.name) ?? '', terms) && text(doc.data.unNumber));
  const cargoByName = byNumber || terms.length === 0 ? undefined : goods.find((good) => has(good.name, terms));
  const unNumber = byNumber ?? text(substance?.data.unNumber) ?? cargoByName?.unNumber ?? null;
  const known =
    unNumber === null ? undefined : goods.find((good) => good.unNumber === unNumber && good.category !== null);
  const used = [substance, known?.from].filter((doc): doc is ReadableDocument => doc !== undefined);
  return { line, unNumber, category: known?.category ?? null, classified: known?.classified ?? {}, used };
}

/** One line of the load as a list item (readable on a driver's phone, unlike a table). */
function lineItem(item: Identified, points: number, context: AnswerContext): string {
  const quantity = `${item.line.quantity.value} ${item.line.quantity.unit === 'L' ? 'l' : item.line.quantity.unit.toLowerCase()}`;
  const line = phrase('loadLine', context.language, {
    goods: linkText(item.line.goods),
    quantity,
    un: item.unNumber === null ? '–' : `UN ${item.unNumber}`,
    category: item.category === null ? '–' : String(item.category),
    points: item.category === null ? '–' : points,
  });
  const links = item.used.flatMap((doc) => {
    const source = sourceOf(doc, context.language, []);
    return source ? [`[${linkText(source.title)}](${source.path})`] : [];
  });
  return links.length === 0
    ? `- ${line}`
    : `- ${line} ${phrase('loadLineSources', context.language, { links: links.join(', ') })}`;
}

function unclassifiedLine(item: Identified, context: AnswerContext): string {
  return item.unNumber === null
    ? phrase('loadLineUnknown', context.language, { line: item.line.text })
    : phrase('loadLineNoCategory', context.language, { line: item.line.text, un: item.unNumber });
}

/** ADR 1.1.3.6 points of a described load, per line and in total, with what could not be classified. */
export async function answerTransportLoad(
  scope: AssistantScope,
  lines: readonly LoadLine[],
  context: AnswerContext,
): Promise<Answer> {
  const docs = await readableDocuments(scope, ['SUBSTANCE', 'ADR_TRANSPORT_DRAFT', 'ADR_TRANSPORT_DOCUMENT']);
  const substances = docs.filter((doc) => doc.type === 'SUBSTANCE');
  const goods = knownGoods(docs.filter((doc) => doc.type !== 'SUBSTANCE'));
  const identified = lines.map((line) => identify(line, substances, goods));
  const cargo: CargoQuantity[] = identified.map((item) => ({
    ...item.classified,
    unNumber: item.unNumber,
    transportCategory: item.category,
    quantityNet: item.line.quantity,
  }));
  const result = transportPoints(cargo);
  const list = identified.map((item, index) => lineItem(item, result.lines[index]?.points ?? 0, context)).join('\n');
  const unclassified = identified.flatMap((item, index) => {
    if (item.category === null) return [`- ${unclassifiedLine(item, context)}`];
    const counted = result.lines[index];
    const measure = counted?.reason === 'NO_QUANTITY' ? measureOf(counted.basis) : undefined;
    if (!measure) return [];
    const key = measure === 'KG' ? 'loadLineNeedsKg' : 'loadLineNeedsLitres';
    return [`- ${phrase(key, context.language, { line: item.line.text })}`];
  });
  const verdict = phrase(`verdict${result.verdict}`, context.language, { total: result.total, limit: EXEMPTION_LIMIT });
  const sources = identified
    .flatMap((item) => item.used)
    .flatMap((doc): Source[] => {
      const source = sourceOf(doc, context.language, []);
      return source ? [source] : [];
    });
  const unique = [...new Map(sources.map((source) => [source.id, source])).values()];
  return {
    paragraphs: [phrase('loadLead', context.language), list, unclassified.join('\n'), verdict],
    sources: unique,
    catalog: [],
  };
}
