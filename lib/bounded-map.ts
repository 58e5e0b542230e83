/**
 * Sets `key` in a Map used as a cache of at most `max` entries: past that, the entry set longest
 * ago goes (a Map iterates in insertion order; a key set again moves to the end). For caches
 * keyed by something that grows without end: chatbots, texts.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
