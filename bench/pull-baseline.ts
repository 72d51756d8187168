import Database from 'better-sqlite3';

const PAGE = 'SELECT * FROM documents WHERE tenant_id = ? AND seq > ? ORDER BY seq LIMIT ?';

export interface PullBaseline {
  /** One pass through the tenant's documents; answers how many it read. */
  pass(): number;
  close(): void;
}

/**
 * The pull baseline: raw better-sqlite3 paging through a tenant's documents as the feed
 * does, each page JSON.stringify'd, on its own read-only connection to the server's file.
 */
export function openPullBaseline(databaseFile: string, tenantId: string, limit: number): PullBaseline {
  const sqlite = new Database(databaseFile, { readonly: true });
  const page = sqlite.prepare<[string, number, number], { seq: number }>(PAGE);
  return {
    pass: () => {
      let documents = 0;
      let cursor = 0;
      for (;;) {
        const rows = page.all(tenantId, cursor, limit);
        if (JSON.stringify(rows).length === 0) throw new Error('empty page');
        documents += rows.length;
        const last = rows.at(-1);
        if (rows.length < limit || !last) return documents;
        cursor = last.seq;
      }
    },
    close: () => sqlite.close(),
  };
}

/** How many documents a tenant holds, to check the API served all of them. */
export function documentCount(databaseFile: string, tenantId: string): number {
  const sqlite = new Database(databaseFile, { readonly: true });
  try {
    const row = sqlite
      .prepare<[string], { count: number }>('SELECT count(*) AS count FROM documents WHERE tenant_id = ?')
      .get(tenantId);
    return row?.count ?? 0;
  } finally {
    sqlite.close();
  }
}
