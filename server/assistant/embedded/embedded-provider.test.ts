import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/cookies';
import type { Retriever } from '../provider';
import { buildScope } from '../test-support/scope';
import { createEmbeddedProvider } from './embedded-provider';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const scope of open.splice(0)) await scope.close();
});

async function ask(question: string, retrieve: Retriever, language: Language = 'en'): Promise<string[]> {
  const scope = buildScope(language);
  open.push(scope);
  const chunks: string[] = [];
  for await (const chunk of createEmbeddedProvider(retrieve).answer(question, scope, new AbortController().signal)) {
    chunks.push(chunk);
  }
  return chunks;
}

const found: Retriever = async () => ({
  sources: [
    { id: 'm-1', type: 'MEASURE', title: 'Fix [the] ladder', path: '/measures/m-1', summary: 'Deadline: 2026-01-31' },
  ],
  catalog: [],
});
const nothing: Retriever = async () => ({ sources: [], catalog: [] });

describe('embedded answerer, search', () => {
  it('links each document found with its summary and says it is rule-based', async () => {
    const chunks = await ask('ladder', found);
    const answer = chunks.join('');
    expect(answer).toContain('- [Fix \\[the\\] ladder](/measures/m-1) — Deadline: 2026-01-31');
    expect(chunks.at(-1)).toMatch(/Rule-based assistant/);
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('says plainly when it found nothing, in German for a German user', async () => {
    const answer = (await ask('Leiter', nothing, 'de')).join('');
    expect(answer).toContain('Ich habe kein Dokument gefunden, das zu „Leiter“ passt');
    expect(answer).toContain('Regelbasierter Assistent');
  });

  it('stops when the question is cancelled', async () => {
    const scope = buildScope('en');
    open.push(scope);
    const controller = new AbortController();
    controller.abort();
    const chunks: string[] = [];
    for await (const chunk of createEmbeddedProvider(found).answer('ladder', scope, controller.signal))
      chunks.push(chunk);
    expect(chunks).toEqual([]);
  });
});
