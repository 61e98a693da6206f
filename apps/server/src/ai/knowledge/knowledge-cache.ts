import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { WikiPage } from './mediawiki.ts';

// Encyclopedia answers kept in the database (tables knowledge_articles and knowledge_lookups,
// migration 0009), so every server process shares them: a classroom asking for one topic costs
// one fetch. Pages are kept by title with their revision; a topic remembers which title it led
// to. Entries older than the time to live are fetched again (and overwritten).

/** What a topic led to; cached so the next person asking costs no search either. */
export type TopicLookup =
  | { kind: 'article'; title: string; suggestion?: string }
  | { kind: 'ambiguous'; candidates: { label: string; gloss: string }[] }
  | { kind: 'none' };

export interface KnowledgeCache {
  /** The revision of a fresh cached page, without its text (a process that parsed it reuses that). */
  revision(api: string, title: string): Promise<number | undefined>;
  page(api: string, title: string): Promise<WikiPage | undefined>;
  putPage(api: string, page: WikiPage): Promise<void>;
  lookup(api: string, topic: string): Promise<TopicLookup | undefined>;
  putLookup(api: string, topic: string, result: TopicLookup): Promise<void>;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

function parse<T>(text: unknown): T | undefined {
  try {
    return JSON.parse(String(text)) as T;
  } catch {
    return undefined; // a damaged row reads as a miss and is overwritten by the next fetch
  }
}

export function createDatabaseKnowledgeCache(db: Db, clock: Clock, ttlMs: number): KnowledgeCache {
  const freshSince = () => clock().getTime() - ttlMs;
  // A column is named by a literal of this file, never by a caller's text.
  const freshArticle = async (column: 'revision' | 'page', api: string, title: string) => {
    const result = await db.execute(sql`
      select ${sql.identifier(column)} as value from knowledge_articles
      where api_url = ${api} and title = ${title} and fetched_at > ${freshSince()}`);
    return rowsOf(result)[0]?.value;
  };
  return {
    async revision(api, title) {
      const revision = await freshArticle('revision', api, title);
      return revision === undefined ? undefined : Number(revision);
    },
    async page(api, title) {
      const page = await freshArticle('page', api, title);
      return page === undefined ? undefined : parse<WikiPage>(page);
    },
    async putPage(api, page) {
      const now = clock().getTime();
      await db.execute(sql`
        insert into knowledge_articles (api_url, title, revision, page, fetched_at)
        values (${api}, ${page.title}, ${page.revision}, ${JSON.stringify(page)}, ${now})
        on conflict (api_url, title) do update set
          revision = excluded.revision, page = excluded.page, fetched_at = excluded.fetched_at`);
    },
    async lookup(api, topic) {
      const result = await db.execute(sql`
        select result from knowledge_lookups
        where api_url = ${api} and topic = ${topic} and fetched_at > ${freshSince()}`);
      const row = rowsOf(result)[0];
      return row ? parse<TopicLookup>(row.result) : undefined;
    },
    async putLookup(api, topic, lookup) {
      const now = clock().getTime();
      await db.execute(sql`
        insert into knowledge_lookups (api_url, topic, result, fetched_at)
        values (${api}, ${topic}, ${JSON.stringify(lookup)}, ${now})
        on conflict (api_url, topic) do update set
          result = excluded.result, fetched_at = excluded.fetched_at`);
    },
  };
}
