// This machine's speed drifts: on some hours every row of a benchmark runs at half its usual rate,
// at every database size alike. A fixed piece of work timed before and after a run says which kind of
// hour the run had, so runs from different hours are compared knowing that.

/** Milliseconds for a fixed mix of what the server spends its time on: objects, strings, JSON, sorting. */
function fixedWork(): number {
  const start = performance.now();
  const rows = Array.from({ length: 100_000 }, (_, index) => ({
    id: index,
    title: `投诉 ${index} 退款迟迟不到账`,
    amount: (index * 7919) % 10_000,
  }));
  const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
  copy.sort((a, b) => a.amount - b.amount || b.id - a.id);
  let html = "";
  for (const row of copy) html += `<li class="item"><a href="/tousu/${row.id}">${row.title}</a></li>`;
  if (html.length === 0) throw new Error("unreachable: the work produced nothing");
  return performance.now() - start;
}

/** The median of a few timings of the same fixed work, in milliseconds (lower is faster). */
export function machineSpeed(): number {
  fixedWork(); // unmeasured: the first run pays for compiling the code
  const timings = Array.from({ length: 7 }, fixedWork).sort((a, b) => a - b);
  return timings[3] as number;
}
