import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/cookies';
import { complianceChecks, complianceScore, SCORED_TYPES, topImprovements } from '../../shared/domain/compliance';
import { type Membership, membershipIn } from '../auth/identity';
import { loadPrincipal } from '../auth/principal';
import { type OpenSqliteDatabase, openDatabase } from '../db/database';
import { domainHooks } from '../domains';
import { REFERENCE_DATE } from '../seed/demo/dates';
import { seedDemoData } from '../seed/seed-demo';
import { commitAsSystem } from '../sync/system-write';
import { createEmbeddedProvider } from './embedded/embedded-provider';
import type { AssistantScope } from './provider';
import { readableDocuments } from './readable-documents';
import { createRetriever } from './retrieval';

const now = () => new Date(`${REFERENCE_DATE}T08:00:00Z`);
const embedded = createEmbeddedProvider(undefined, now);
const retrieve = createRetriever(now);

let dir: string;
let database: OpenSqliteDatabase;
let anna: Membership;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-assistant-'));
  database = openDatabase(path.join(dir, 'sorgfalt.sqlite'));
  await seedDemoData(database.db, domainHooks({ accounts: { kind: 'embedded', publicUrl: 'http://localhost:3000' } }));
  const membership = await membershipIn(database.db, 'user-demo-anna', 'acme');
  if (!membership) throw new Error('anna is no member of acme');
  anna = membership;
});

afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function scopeOf(membership: Membership, userId: string, language: Language = 'de'): Promise<AssistantScope> {
  return {
    db: database.db,
    tenant: membership.tenant,
    principal: await loadPrincipal(database.db, membership),
    userId,
    language,
  };
}

const annaIn = async (tenant: string, language: Language = 'de') => {
  const membership = await membershipIn(database.db, 'user-demo-anna', tenant);
  if (!membership) throw new Error(`anna is no member of ${tenant}`);
  return scopeOf(membership, 'user-demo-anna', language);
};

/** An acme employee with the demo role "Sicherheitsfachkraft": a few resources, own location (Lager Mannheim) only. */
const safetyOfficer = () =>
  scopeOf(
    {
      tenant: anna.tenant,
      employee: { id: 'acme-emp-test', data: { accessRoles: ['acme-role-safety'], locations: ['acme-loc-mannheim'] } },
    },
    'user-test-safety',
  );

async function ask(question: string, scope: AssistantScope): Promise<string> {
  let answer = '';
  for await (const chunk of embedded.answer(question, scope, new AbortController().signal)) answer += chunk;
  return answer;
}

const paths = async (question: string, scope: AssistantScope) =>
  (await retrieve(question, scope)).sources.map((source) => source.path);

describe('grounded answers for acme (demo data, reference date)', () => {
  it('lists the overdue measure and not the done or future ones', async () => {
    const answer = await ask('Welche Maßnahmen sind überfällig?', await annaIn('acme'));
    expect(answer).toContain('](/measures/acme-mea-floor-marking)');
    expect(answer).not.toContain('acme-mea-eyewash');
    expect(answer).not.toContain('acme-mea-earthing');
    expect(answer).toContain('Regelbasierter Assistent');
  });

  it('lists open measures in English for an English user', async () => {
    const answer = await ask('Which measures are open?', await annaIn('acme', 'en'));
    expect(answer).toContain('](/measures/acme-mea-earthing)');
    expect(answer).toContain('Open measures');
    expect(answer).toContain('Rule-based assistant');
  });

  it('lists inspections and qualifications due soon, the overdue ones first (derived next dates, DL-5)', async () => {
    expect(await paths('Welche Prüfungen sind in den nächsten 30 Tagen fällig?', await annaIn('acme'))).toEqual([
      '/inspections/acme-insp-filling-earthing',
      '/inspections/acme-insp-tank-farm-lightning',
      '/inspections/acme-insp-forklift',
    ]);
    expect(await paths('Which qualifications are due in the next 4 months?', await annaIn('acme'))).toContain(
      '/commissions/acme-com-forklift',
    );
  });

  it('finds the substances with an H statement, a GHS pictogram or a storage class, with the code explained', async () => {
    const answer = await ask('Welche Stoffe haben H225?', await annaIn('acme'));
    expect(answer).toContain('Flüssigkeit und Dampf leicht entzündbar.');
    expect((await paths('Welche Stoffe haben H225?', await annaIn('acme'))).sort()).toEqual([
      '/substances/acme-sub-acetone',
      '/substances/acme-sub-cleaner',
      '/substances/acme-sub-isopropanol',
      '/substances/acme-sub-methanol',
    ]);
    expect(await paths('substances with GHS09', await annaIn('acme'))).toContain('/substances/acme-sub-diesel');
    expect(await paths('Stoffe der LGK 3', await annaIn('acme'))).toContain('/substances/acme-sub-diesel');
  });

  it('finds substances and activities without a risk assessment or operating instruction', async () => {
    expect(await paths('Welche Tätigkeiten haben keine Gefährdungsbeurteilung?', await annaIn('acme'))).toEqual([
      '/activities/acme-act-neutralising',
    ]);
    const withoutInstruction = await paths('Welche Stoffe haben keine Betriebsanweisung?', await annaIn('acme'));
    expect(withoutInstruction).toContain('/substances/acme-sub-diesel');
    expect(withoutInstruction).not.toContain('/substances/acme-sub-acetone');
  });

  it('answers how good the compliance is with the dashboard’s score, its word and the three biggest gaps as links (CMP-5 … CMP-7, CMP-9)', async () => {
    const scope = await annaIn('acme');
    const docs = await readableDocuments(scope, [...SCORED_TYPES]);
    const checks = complianceChecks(docs, REFERENCE_DATE);
    const score = complianceScore(checks);
    const gaps = topImprovements(checks);
    expect(score.grade).toBeDefined();
    expect(gaps).toHaveLength(3);
    const answer = await ask('Wie gut ist unsere Compliance?', scope);
    const words = ['', 'sehr gut', 'gut', 'befriedigend', 'ausreichend', 'mangelhaft', 'ungenügend'];
    expect(answer).toContain(`Compliance-Note: **${score.grade} (${words[score.grade ?? 0]})**`);
    expect(answer).toContain('der gewichteten Pflichten erfüllt');
    expect(answer).toContain('Was sie am meisten verbessern würde:');
    for (const gap of gaps)
      expect(answer).toMatch(
        new RegExp(`\\]\\(/[a-z_/]+/${gap.check.id}\\) — [^\\n]+: \\+[\\d,]+ Punkte, dann Note ${gap.gradeAfter}`),
      );
    // The demo's last weekly record (acme's seeded history), which an administrator reads.
    expect(answer).toContain(
      'Wöchentliche Erfassung des ganzen Unternehmens vom 26.10.2026: Note 4 (ausreichend), 53,8\u00a0%.',
    );
    expect(answer).toContain('Berücksichtigt sind nur Dokumente, die Sie lesen dürfen.');

    const english = await ask('How good is our compliance?', await annaIn('acme', 'en'));
    expect(english).toMatch(
      /Compliance score: \*\*[1-6] \((very good|good|satisfactory|sufficient|poor|insufficient)\)\*\*, [\d.]+% of the weighted duties met/,
    );
    expect(english).toContain('What would improve it most:');
    expect(english).toMatch(/points, then grade [1-6]/);
  });

  it('answers the compliance score of a restricted role from what it reads, without the company’s weekly record', async () => {
    const scope = await safetyOfficer();
    const readable = new Set((await readableDocuments(scope, [...SCORED_TYPES])).map((doc) => doc.id));
    const answer = await ask('Wie gut ist unsere Compliance?', scope);
    expect(answer).not.toContain('Wöchentliche Erfassung');
    const linked = [...answer.matchAll(/\]\(\/[a-z_/]+\/([^)]+)\)/g)].map((match) => match[1]);
    for (const id of linked) expect(readable.has(id ?? ''), id).toBe(true);
    const score = complianceScore(complianceChecks(await readableDocuments(scope, [...SCORED_TYPES]), REFERENCE_DATE));
    expect(answer).toContain(
      score.grade === undefined ? 'Noch nichts zu bewerten' : `Compliance-Note: **${score.grade} (`,
    );
  });

  it('computes ADR 1.1.3.6 points from the register and earlier transports, naming what it cannot classify', async () => {
    const answer = await ask('ADR 1.1.3.6: 200 l Diesel, 50 kg Chlor und 10 kg Zauberpulver', await annaIn('acme'));
    expect(answer).toContain('- **Diesel**, 200 l: UN 1202, Beförderungskategorie 3, **200 Punkte** (Quelle: [');
    expect(answer).toContain('- **Chlor**, 50 kg: UN 1017, Beförderungskategorie 1, **1000 Punkte** (Quelle: [');
    expect(answer).toContain('„10 kg Zauberpulver“ konnte ich nicht einordnen');
    expect(answer).toContain('](/transport/drafts/acme-tdr-diesel)');
    expect(answer).toContain('](/substances/acme-sub-diesel)');
  });

  it('asks for litres where ADR 1.1.3.6.3 counts a liquid in litres, as the points panel does', async () => {
    const answer = await ask('ADR 1.1.3.6: 200 kg Diesel', await annaIn('acme'));
    expect(answer).toContain(
      '„200 kg Diesel“ ist eine Flüssigkeit oder ein verdichtetes Gas und zählt nach ADR 1.1.3.6.3 in Litern',
    );
    expect(answer).toContain('kann ich nicht sagen, ob die Beförderung freigestellt ist');
  });

  it('explains catalog codes', async () => {
    const answer = await ask('What does EUH066 mean?', await annaIn('acme', 'en'));
    expect(answer).toContain('**EUH066**: Repeated exposure may cause skin dryness or cracking.');
  });

  it('searches German-aware and says plainly when nothing matches', async () => {
    const system = {
      db: database.db,
      hooks: domainHooks({ accounts: { kind: 'embedded', publicUrl: 'http://localhost:3000' } }),
    };
    await commitAsSystem(system, anna.tenant.id, 'test', (writer) =>
      writer.put('CONTACT', 'acme-con-test-muenchen', { name: 'Prüflabor München GmbH' }),
    );
    expect(await paths('Prueflabor Muenchen', await annaIn('acme'))).toContain('/contacts/acme-con-test-muenchen');
    expect(await paths('münchen', await annaIn('acme'))).toContain('/contacts/acme-con-test-muenchen');
    for (const [id, name] of [
      ['acme-con-test-tank-a', 'Tanklager 47110'],
      ['acme-con-test-tank-b', 'Tanklager 4711'],
    ] as const) {
      await commitAsSystem(system, anna.tenant.id, 'test', (writer) => writer.put('CONTACT', id, { name }));
    }
    expect((await paths('Tanklager 4711', await annaIn('acme'))).slice(0, 2)).toEqual([
      '/contacts/acme-con-test-tank-b',
      '/contacts/acme-con-test-tank-a',
    ]);
    const nothing = await ask('Quantenflux-Kondensator', await annaIn('acme'));
    expect(nothing).toContain('Diese Frage kann ich mit meinen Regeln nicht direkt beantworten');
    expect(nothing).toContain('Ich habe kein Dokument gefunden');
  });
});

describe('grounding stays in the asker scope', () => {
  it('gives a restricted role nothing outside its resources and location', async () => {
    const scope = await safetyOfficer();
    const open = await paths('Welche Maßnahmen sind offen?', scope);
    expect(open).toContain('/measures/acme-mea-floor-marking');
    expect(open).not.toContain('/measures/acme-mea-earthing');
    const load = await ask('ADR-Punkte für 200 l Diesel', scope);
    expect(load).not.toContain('/transport/');
    expect(load).toContain('konnte ich nicht einordnen');
    expect((await paths('Beförderungspapier Chlor', scope)).filter((link) => link.startsWith('/transport/'))).toEqual(
      [],
    );
  });

  it('never shows a document of another tenant', async () => {
    expect(await paths('Gartenbau Wümme Propanflaschen', await annaIn('nordlicht'))).toContain(
      '/transport/documents/nord-td-hb-209',
    );
    const answer = await ask('Gartenbau Wümme Propanflaschen', await annaIn('acme'));
    expect(answer).not.toMatch(/nord-|Wümme GmbH|HB-209/);
    for (const question of [
      'Welche Maßnahmen sind überfällig?',
      'Offene Maßnahmen',
      'Welche Stoffe haben H225?',
      'Zurrgurte',
    ]) {
      expect((await ask(question, await annaIn('acme'))).includes('nord-')).toBe(false);
    }
  });
});
