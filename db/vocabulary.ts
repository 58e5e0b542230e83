import { sql } from "drizzle-orm";
import { KIND_PHRASES, type KindPhrase, vocabularyHash } from "./lexicon";

/** What runs statements, and runs them in one transaction; both drivers' Drizzle databases do. */
interface Executor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
  transaction<T>(work: (tx: Pick<Executor, "execute">) => Promise<T>): Promise<T>;
}

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? (result as Record<string, unknown>[]) : (((result as { rows?: unknown[] }).rows ?? []) as Record<string, unknown>[]);

/**
 * Brings the database's copy of the kind vocabulary (casabot_kind_words, migration 0036) up to
 * db/lexicon's, and classifies again the listings whose kind it changes. Runs when a database is
 * opened, after its migrations and under their lock; a start whose vocabulary is already written
 * reads one row. Returns how many listings changed kind.
 */
export async function writeVocabulary(db: Executor, rows: readonly KindPhrase[] = KIND_PHRASES): Promise<number> {
  const hash = vocabularyHash(rows);
  const [stored] = rowsOf(await db.execute(sql`select hash from casabot_vocabularies where name = 'property_kinds'`));
  if (stored?.hash === hash) return 0;
  return db.transaction(async (tx) => {
    // Writers of listings wait until the new words are in (and the listings they change): a listing
    // written meanwhile could otherwise keep a kind of the old words.
    await tx.execute(sql`lock table listings in share row exclusive mode`);
    await tx.execute(sql`delete from casabot_kind_words`);
    await tx.execute(sql`delete from casabot_type_kinds`);
    await tx.execute(sql`insert into casabot_kind_words (phrase, prefix, kind, rank)
      select phrase, prefix, kind, rank from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as w(phrase text, prefix boolean, kind text, rank integer)`);
    // Each distinct type is classified once; only the listings whose kind changes are written.
    const [changed] = rowsOf(
      await tx.execute(sql`with types as materialized (
          select property_type, casabot_property_kind(property_type) as kind from (select distinct property_type from listings) t
        ), written as (
          update listings l set property_kind = types.kind from types
          where l.property_type = types.property_type and l.property_kind is distinct from types.kind
          returning 1
        )
        select count(*)::int as count from written`),
    );
    await tx.execute(sql`insert into casabot_vocabularies (name, hash) values ('property_kinds', ${hash})
      on conflict (name) do update set hash = excluded.hash, written_at = now()`);
    return Number(changed?.count ?? 0);
  });
}
