/**
 * The dashboard's computation for a large tenant (issue 23): `dashboardModel` (the checks, the
 * score, what improves it, the findings with names, the figures and the measures) over 50,000
 * documents as the replica holds them, without and with a selected location. Runs in node on
 * the same V8 as the browser; the replica's read is not part of it.
 */
import { type DashboardDoc, dashboardModel } from '../client/features/dashboard/dashboard-model';
import { type Figure, round } from './figures';
import { median, timed } from './stats';

const TODAY = '2026-11-25';
const RUNS = 7;
const LIMIT_MS = 300;

/**
 * A tenant of `total` documents: 20 locations with 10 departments and 10 storages each, then
 * substances (every other hazardous, stored in a storage), activities (every third fully rated,
 * some M3), risk assessments and instructions covering about two in three, measures of the risk
 * assessments (one in five overdue), the rest contacts.
 */
export function largeDashboardTenant(total: number): DashboardDoc[] {
  const docs: DashboardDoc[] = [];
  const add = (type: string, id: string, data: DashboardDoc['data']) => docs.push({ id, type, data });
  for (let l = 0; l < 20; l += 1) {
    add('LOCATION', `loc-${l}`, { name: `Standort ${l}` });
    for (let d = 0; d < 10; d += 1) {
      add('DEPARTMENT', `dep-${l}-${d}`, { name: `Abteilung ${l}.${d}`, parent: `loc-${l}` });
      add('STORAGE', `sto-${l}-${d}`, { name: `Lager ${l}.${d}`, department: `dep-${l}-${d}` });
    }
  }
  const share = Math.floor((total - docs.length) / 10);
  const storage = (n: number) => `sto-${n % 20}-${Math.floor(n / 20) % 10}`;
  for (let n = 0; n < share * 2; n += 1) {
    add('SUBSTANCE', `sub-${n}`, {
      name: `Stoff ${n}`,
      ...(n % 2 === 0 ? { hazardStatements: ['H225', 'H319'] } : {}),
      storageLocations: [{ storage: storage(n), quantity: { value: 10, unit: 'L' } }],
    });
  }
  for (let n = 0; n < share * 3; n += 1) {
    add('ACTIVITY', `act-${n}`, {
      name: `Tätigkeit ${n}`,
      substance: `sub-${n % (share * 2)}`,
      storageOrWorkEquipments: [storage(n)],
      ...(n % 3 === 0 ? { emkgComplete: true, emkgInhalation: n % 9 === 0 ? 'M3' : 'M2' } : {}),
    });
  }
  for (let n = 0; n < share; n += 1) {
    add('RISK_ASSESSMENT', `ra-${n}`, {
      name: `Gefährdungsbeurteilung ${n}`,
      substances: [`sub-${n}`],
      storageOrWorkEquipments: [storage(n)],
    });
    add('SUBSTANCE_INSTRUCTION', `oi-${n}`, { name: `Betriebsanweisung ${n}`, target: `sub-${n}` });
  }
  for (let n = 0; n < share * 2; n += 1) {
    add('MEASURE', `mea-${n}`, {
      name: `Maßnahme ${n}`,
      origin: `ra-${n % share}`,
      isDone: n % 2 === 0,
      deadlineAt: n % 5 === 1 ? '2026-01-15' : '2027-03-01',
      responsible: `emp-${n % 40}`,
    });
  }
  for (let n = docs.length; n < total; n += 1) add('CONTACT', `con-${n}`, { name: `Kontakt ${n}` });
  return docs;
}

/** The median of seven runs after one untimed run (the page has rendered the dashboard before a change). */
async function medianMs(work: () => unknown): Promise<number> {
  work();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) samples.push((await timed(work)).ms);
  return median(samples);
}

/** The dashboard's figures for `total` documents, median of seven runs each after a first. */
export async function benchDashboard(total: number): Promise<Figure[]> {
  const docs = largeDashboardTenant(total);
  const scope = { today: TODAY, location: undefined, employee: 'emp-1' };
  const all = await medianMs(() => dashboardModel(docs, scope));
  const here = await medianMs(() => dashboardModel(docs, { ...scope, location: 'loc-3' }));
  return [
    { name: `dashboard: ${total} documents, all locations`, value: round(all), unit: 'ms', limit: LIMIT_MS },
    { name: `dashboard: ${total} documents, one location selected`, value: round(here), unit: 'ms', limit: LIMIT_MS },
  ];
}
