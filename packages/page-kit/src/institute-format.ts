/** A change against the previous period, signed, to 0.1%; without a previous count there is none. */
export function formatChange(change: number | null): string {
  if (change === null) return "上期无可比数据";
  const percent = Math.round(Math.abs(change) * 1000) / 10;
  if (percent === 0) return "与上期持平";
  return change > 0 ? `环比增长 ${percent}%` : `环比下降 ${percent}%`;
}
