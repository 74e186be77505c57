/** One sample of the text exposition format: its name, its labels and its value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

// Values as Prometheus reads them (Go's ParseFloat): NaN and the infinities in any case, which
// prom-client writes as `Nan` and `+Inf`.
const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|nan|[+-]?inf)$/i;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/gy;

/**
 * Reads Prometheus's text format strictly: every line a comment (HELP or TYPE) or a sample, each
 * sample of a family whose TYPE came first, each label `name="value"`. Throws on anything else.
 */
export function parseExposition(text: string): Sample[] {
  const families = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      families.set(type[1]!, type[2]!);
      continue;
    }
    if (line.startsWith("# HELP ")) continue;
    const sample = SAMPLE_LINE.exec(line);
    if (!sample) throw new Error(`not a sample: ${line}`);
    const [, name = "", labelText = "", value = ""] = sample;
    const family = name.replace(/_(bucket|sum|count|total)$/, "");
    if (!families.has(name) && !families.has(family)) throw new Error(`no TYPE before ${name}`);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < labelText.length) {
      const label = LABEL.exec(labelText);
      if (!label) throw new Error(`bad labels: ${labelText}`);
      labels[label[1]!] = label[2]!;
    }
    samples.push({ name, labels, value: sampleValue(value) });
  }
  return samples;
}

/** The sum of a metric's samples whose labels include `labels`. */
export const sampleSum = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);

function sampleValue(text: string): number {
  if (/^[+-]?inf$/i.test(text))
    return text.startsWith("-") ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  return Number(text);
}
