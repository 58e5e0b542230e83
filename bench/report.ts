// The results table: Casabot beside the baseline (and, on the list cases, Casabot as two worker
// processes), and the targets of issue 6 checked.
import type { Measurement } from "./load";

export interface Row {
  case: string;
  concurrency: number;
  engine: string;
  casabot?: Measurement;
  baseline?: Measurement;
  ratio?: number;
  /** WEB_CONCURRENCY=2 (target casabot-2w), and its requests/s over one process's. */
  casabot2w?: Measurement;
  scaling?: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function rowsOf(measurements: Measurement[], engine: string): Row[] {
  const rows = new Map<string, Row>();
  for (const m of measurements) {
    const key = `${m.case}\u0000${m.concurrency}`;
    const row = rows.get(key) ?? { case: m.case, concurrency: m.concurrency, engine };
    if (m.target === "baseline") row.baseline = m;
    else if (m.target === "casabot-2w") row.casabot2w = m;
    else row.casabot = m;
    rows.set(key, row);
  }
  for (const row of rows.values()) {
    if (row.casabot && row.baseline && row.baseline.rps > 0) row.ratio = round2(row.casabot.rps / row.baseline.rps);
    if (row.casabot && row.casabot2w && row.casabot.rps > 0) row.scaling = round2(row.casabot2w.rps / row.casabot.rps);
  }
  return [...rows.values()];
}

const cell = (m: Measurement | undefined) => (m ? [m.rps.toFixed(0), m.p50.toFixed(1), m.p99.toFixed(1), String(m.errors)] : ["", "", "", ""]);

export function formatTable(rows: Row[]): string {
  const header = ["engine", "case", "c", "casabot r/s", "p50 ms", "p99 ms", "err", "baseline r/s", "p50 ms", "p99 ms", "err", "ratio"];
  const twoWorkers = rows.some((row) => row.casabot2w);
  if (twoWorkers) header.push("2 workers r/s", "p50 ms", "p99 ms", "err", "2w/1w");
  const lines = rows.map((row) => [
    row.engine,
    row.case + (row.casabot?.timing === "ttfb" ? " *" : ""),
    String(row.concurrency),
    ...cell(row.casabot),
    ...cell(row.baseline),
    row.ratio === undefined ? "" : row.ratio.toFixed(2),
    ...(twoWorkers ? [...cell(row.casabot2w), row.scaling === undefined ? "" : row.scaling.toFixed(2)] : []),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const format = (line: string[]) => line.map((text, index) => (index < 2 ? text.padEnd(widths[index]!) : text.padStart(widths[index]!))).join("  ");
  return [format(header), widths.map((width) => "-".repeat(width)).join("  "), ...lines.map(format), "* latency to the first byte of the streamed reply"].join(
    "\n",
  );
}

export interface Verdict {
  target: string;
  ok: boolean;
  detail: string;
}

/** The targets of issue 6, section 2 and 3, checked against the measurements. */
export function verdicts(rows: Row[], memoryMb: Record<string, number>, sequentialPlans: string[]): Verdict[] {
  const out: Verdict[] = [];
  const pg = rows.filter((row) => row.engine === "postgres");
  for (const row of pg.filter((r) => r.case.startsWith("list ") && r.concurrency === 64)) {
    const c = row.casabot!;
    const ok = (row.ratio ?? 0) >= 0.7 && c.p99 <= 50 && c.errors === 0;
    out.push({ target: `${row.case} @64: ≥0.7× baseline, p99 ≤ 50 ms, no errors`, ok, detail: `ratio ${row.ratio}, p99 ${c.p99} ms, errors ${c.errors}` });
  }
  out.push({
    target: "every list plan uses an index",
    ok: sequentialPlans.length === 0,
    detail: sequentialPlans.join("; ") || "no sequential scan on listings",
  });
  for (const row of pg.filter((r) => r.case.startsWith("ClientAsk") && r.concurrency === 1)) {
    const c = row.casabot!;
    out.push({ target: `${row.case} p50 ≤ 20 ms`, ok: c.p50 <= 20 && c.errors === 0, detail: `p50 ${c.p50} ms, errors ${c.errors}` });
  }
  const create = pg.find((r) => r.case === "RealEstateCreate" && r.concurrency === 16);
  if (create)
    out.push({
      target: "RealEstateCreate ≥ 1,000/s at 16",
      ok: create.casabot!.rps >= 1000 && create.casabot!.errors === 0,
      detail: `${create.casabot!.rps.toFixed(0)}/s`,
    });
  // Two workers are two servers (and the primary, about 50 MB): 500 MB each.
  for (const [name, mb] of Object.entries(memoryMb)) {
    const limit = name === "casabot-2w" ? 1000 : 500;
    out.push({ target: `${name} RSS < ${limit} MB`, ok: mb < limit, detail: `peak ${mb} MB` });
  }
  for (const row of rows.filter((r) => r.engine === "pglite" && r.case.startsWith("list ") && r.concurrency === 16)) {
    const c = row.casabot!;
    out.push({ target: `PGlite ${row.case} @16 p99 ≤ 100 ms`, ok: c.p99 <= 100 && c.errors === 0, detail: `p99 ${c.p99} ms, errors ${c.errors}` });
  }
  return out;
}
