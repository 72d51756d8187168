import { describe, expect, it } from 'vitest';
import { type ChunkForSplit, quotedTokens, startIds } from './split-catalogs';

const chunk = (code: Record<string, string>, imports: string[] = [], isEntry = false): ChunkForSplit => ({
  isEntry,
  imports,
  modules: Object.fromEntries(Object.entries(code).map(([id, text]) => [id, { code: text }])),
});

describe('splitting the catalogs', () => {
  it('reads every quoted run without spaces, in any quotes, also next to each other', () => {
    const tokens = quotedTokens('f({id:"+gN1pw"},`entity.site.plural`,\'x y\',"a""b")');
    expect([...tokens]).toEqual(expect.arrayContaining(['+gN1pw', 'entity.site.plural', 'a', 'b']));
    expect(tokens.has('x y')).toBe(false);
  });

  it('puts the ids of the entries, what they import statically and the first screen in the start', () => {
    const chunks = {
      'main.js': chunk({ '/c/main.tsx': 'i18n._("start1")' }, ['shared.js'], true),
      'shared.js': chunk({ '/c/layout.tsx': "t('start2')" }),
      'login.js': chunk({ '/c/login.tsx': '{id:`login`}' }, [], true),
      'dashboard.js': chunk({ '/c/Dashboard.tsx': '"first"' }, ['dashboard-dep.js']),
      'dashboard-dep.js': chunk({ '/c/dep.ts': '"firstDep"' }),
      'screen.js': chunk({ '/c/Screen.tsx': '"later" + "start1" + "unknown"' }, ['shared.js']),
    };
    const keys = new Set(['start1', 'start2', 'login', 'first', 'firstDep', 'later', 'server.only']);
    const { start, named } = startIds(chunks, keys, ['/c/Dashboard.tsx']);
    expect([...start].sort()).toEqual(['first', 'firstDep', 'login', 'start1', 'start2']);
    expect(named.has('later')).toBe(true);
    expect(named.has('server.only')).toBe(false);
    expect(named.has('unknown')).toBe(false);
  });
});
