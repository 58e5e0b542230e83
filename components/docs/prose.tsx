/** Text of the OpenAPI document, whose `backticked` parts are code. */
export function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.startsWith("`") && part.endsWith("`") && part.length > 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text, which never reorder.
          <code key={index} className="rounded bg-slate-100 px-1 text-[0.9em] text-slate-900">
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
