import type { Language } from '../../../shared/cookies';
import {
  type ComplianceGrade,
  complianceChecks,
  complianceScore,
  SCORE_RECORD_TYPE,
  SCORED_TYPES,
  scoreTrend,
  topImprovements,
} from '../../../shared/domain/compliance';
import { sourceList } from '../embedded/markdown';
import { phrase } from '../phrases';
import type { AssistantScope, Source } from '../provider';
import { readableDocuments } from '../readable-documents';
import { dateText, sourceOf } from '../sources';
import type { Answer, AnswerContext } from './intent';

const gradeWord = (grade: number, language: Language) =>
  phrase(`grade${Math.min(6, Math.max(1, Math.round(grade))) as ComplianceGrade}`, language);

const locale = (language: Language) => (language === 'de' ? 'de-DE' : 'en-GB');

/** A number as people of the language write it (`4,2`, `4.2`). */
const numberText = (value: number, language: Language) =>
  new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 }).format(value);

/** A share in per cent as people of the language write it (`55,2 %`, `55.2%`). */
const shareText = (percent: number, language: Language) =>
  new Intl.NumberFormat(locale(language), { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);

/**
 * "How good is our compliance?": the score 1–6 with its word (docs/domain/compliance.md CMP-5,
 * CMP-6) and the three things that would improve it most, each a link with what it adds
 * (CMP-7), from the documents the asker may read, as the dashboard computes it on their device;
 * then the company's last weekly record (CMP-9) when the asker may read it.
 */
export async function answerComplianceScore(scope: AssistantScope, context: AnswerContext): Promise<Answer> {
  const { language } = context;
  const docs = await readableDocuments(scope, [...SCORED_TYPES]);
  const checks = complianceChecks(docs, context.today);
  const score = complianceScore(checks);
  const paragraphs: string[] = [];
  const sources: Source[] = [];
  if (score.grade === undefined) paragraphs.push(phrase('complianceNothingToRate', language));
  else {
    paragraphs.push(
      phrase('complianceScore', language, {
        grade: score.grade,
        word: gradeWord(score.grade, language),
        share: shareText(score.percent, language),
      }),
    );
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    for (const { check, points, gradeAfter } of topImprovements(checks)) {
      const doc = byId.get(check.id);
      const source = doc ? sourceOf(doc, language, []) : undefined;
      if (!source) continue;
      const reason = phrase(`reason${check.reason}`, language);
      const summary = phrase('complianceGap', language, { reason, points: numberText(points, language), gradeAfter });
      sources.push({ ...source, summary });
    }
    paragraphs.push(
      sources.length === 0
        ? phrase('complianceNothingMissing', language)
        : `${phrase('complianceImprovements', language)}\n\n${sourceList(sources)}`,
    );
    paragraphs.push(phrase('complianceRule', language));
  }
  const latest = scoreTrend(
    (await readableDocuments(scope, [SCORE_RECORD_TYPE])).map((doc) => doc.data),
    1,
  )[0];
  if (latest) {
    paragraphs.push(
      phrase('complianceLastWeek', language, {
        recordedOn: dateText(latest.recordedOn, language),
        grade: latest.grade,
        word: gradeWord(latest.grade, language),
        share: shareText(latest.percent, language),
      }),
    );
  }
  paragraphs.push(phrase('onlyReadable', language));
  return { paragraphs, sources, catalog: [] };
}
