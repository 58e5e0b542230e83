import type { KnowledgeSource } from "@/lib/ai/concierge/knowledge";

/** At most this many sources follow one answer. */
export const MAX_SOURCES = 3;

const KINDS = new Set(["qa", "document", "url"]);
const MAX_TEXT = 2000;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, MAX_TEXT) : null);

/** A source as given (the concierge's metadata, or a searchKnowledge passage), or null when it is not one. */
function readSource(value: unknown): KnowledgeSource | null {
  const item = record(value);
  if (!item) return null;
  // The concierge's metadata names it as the API does; a tool's passage as the tool does.
  const id = text(item.ID) ?? text(item.sourceId);
  const kind = text(item.Kind) ?? text(item.kind);
  const title = text(item.Title) ?? text(item.title);
  if (!id || !kind || !KINDS.has(kind) || title === null) return null;
  return { ID: id, Kind: kind as KnowledgeSource["Kind"], Title: title, Url: text(item.Url ?? item.url) };
}

function distinct(values: readonly unknown[]): KnowledgeSource[] {
  const sources: KnowledgeSource[] = [];
  for (const value of values) {
    const source = readSource(value);
    if (source && !sources.some((known) => known.ID === source.ID)) sources.push(source);
    if (sources.length === MAX_SOURCES) break;
  }
  return sources;
}

/**
 * The knowledge sources an answer rests on, deduplicated, at most MAX_SOURCES: the
 * concierge's `providerMetadata.casabot.sources` when it says (it names only what it
 * quoted), else the passages of the answer's searchKnowledge results, best first. An
 * answer that could not answer (noAnswer) rests on none.
 */
export function answerSources(metadata: unknown, toolOutputs: readonly unknown[], noAnswer: boolean): KnowledgeSource[] {
  if (noAnswer) return [];
  const casabot = record(record(metadata)?.casabot);
  if (casabot && "noAnswer" in casabot) return distinct(Array.isArray(casabot.sources) ? casabot.sources : []);
  const passages = toolOutputs.flatMap((output) => {
    const result = record(output);
    return result?.kind === "knowledge" && Array.isArray(result.passages) ? result.passages : [];
  });
  return distinct(passages);
}
