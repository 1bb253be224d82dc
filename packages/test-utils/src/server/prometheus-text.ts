// A strict reader of the Prometheus text exposition format, version 0.0.4, written from the
// format's description (prometheus.io/docs/instrumenting/exposition_formats/#text-based-format),
// not from our metrics code: tests read `/metrics` the way a scraper would, and any line the
// format does not allow fails them. (parse-prometheus-text-format, the npm parser, merges the
// series of a labelled histogram into one, so it cannot read ours.)

/** One sample line: the name as written (`x_bucket`, `x_count`…), its labels and value. */
export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A metric family: its TYPE and HELP and every sample line of it, in order. */
export interface PrometheusFamily {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: PrometheusSample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** The suffixes a family's sample names may carry, by its type. */
const SUFFIXES: Record<PrometheusFamily['type'], string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

function fail(lineNumber: number, why: string, line: string): never {
  throw new Error(`line ${lineNumber}: ${why}: ${JSON.stringify(line)}`);
}

/**
 * A sample value: a float as Go's strconv.ParseFloat reads it, which the format names (`1`,
 * `-2.5e-3`, and NaN and ±Inf in any case: prom-client writes `Nan`).
 */
function parseValue(text: string, lineNumber: number, line: string): number {
  if (/^nan$/i.test(text)) return Number.NaN;
  const infinite = /^([+-]?)inf(inity)?$/i.exec(text);
  if (infinite) return infinite[1] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) fail(lineNumber, 'bad value', line);
  return Number(text);
}

/** `{a="x",b="y\"z"}` from `start` (at `{`): the labels and where the text after `}` begins. */
function parseLabels(line: string, start: number, lineNumber: number) {
  const labels: Record<string, string> = {};
  let at = start + 1;
  while (line[at] !== '}') {
    const name = /^[^=]*/.exec(line.slice(at))?.[0] ?? '';
    if (!LABEL_NAME.test(name) || name in labels)
      fail(lineNumber, `bad or repeated label name ${name}`, line);
    at += name.length;
    if (line[at] !== '=' || line[at + 1] !== '"') fail(lineNumber, 'label value not quoted', line);
    at += 2;
    let value = '';
    for (;;) {
      const char = line[at];
      if (char === undefined) fail(lineNumber, 'label value not closed', line);
      if (char === '"') break;
      if (char === '\\') {
        const escaped = line[at + 1];
        if (escaped === 'n') value += '\n';
        else if (escaped === '\\' || escaped === '"') value += escaped;
        else fail(lineNumber, 'bad escape in a label value', line);
        at += 2;
      } else {
        value += char;
        at += 1;
      }
    }
    labels[name] = value;
    at += 1;
    if (line[at] === ',') at += 1;
    else if (line[at] !== '}') fail(lineNumber, 'labels not separated by commas', line);
  }
  return { labels, rest: line.slice(at + 1) };
}

/**
 * Reads a whole exposition, strictly: every line a HELP, a TYPE, a comment or a sample; one TYPE
 * per family, before its samples; a family's samples together and named as its type allows;
 * each histogram series with cumulative buckets ending in `le="+Inf"` equal to its `_count`.
 * Returns the families by name; throws, naming the line, on anything else.
 */
export function parsePrometheusText(text: string): Map<string, PrometheusFamily> {
  const families = new Map<string, PrometheusFamily>();
  const family = (name: string) => {
    let found = families.get(name);
    if (!found) {
      found = { name, type: 'untyped', help: '', samples: [] };
      families.set(name, found);
    }
    return found;
  };
  let current: PrometheusFamily | undefined;
  const lines = text.split('\n');
  if (lines.at(-1) !== '') fail(lines.length, 'the text does not end with a line feed', lines.at(-1) ?? '');
  for (const [index, line] of lines.slice(0, -1).entries()) {
    const lineNumber = index + 1;
    if (line.trim() === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name = '', rest = ''] = meta;
      if (!METRIC_NAME.test(name)) fail(lineNumber, 'bad metric name', line);
      const target = family(name);
      if (kind === 'TYPE') {
        if (!TYPES.has(rest) || target.samples.length > 0) fail(lineNumber, 'bad or late TYPE', line);
        target.type = rest as PrometheusFamily['type'];
      } else target.help = rest;
      current = target;
      continue;
    }
    if (line.startsWith('#')) continue;
    const name = /^[^{ ]*/.exec(line)?.[0] ?? '';
    if (!METRIC_NAME.test(name)) fail(lineNumber, 'bad metric name', line);
    const { labels, rest } =
      line[name.length] === '{'
        ? parseLabels(line, name.length, lineNumber)
        : { labels: {}, rest: line.slice(name.length) };
    const parts = rest.trim().split(/ +/);
    if (!rest.startsWith(' ') || parts.length < 1 || parts.length > 2) fail(lineNumber, 'bad sample', line);
    if (parts[1] !== undefined && !/^-?\d+$/.test(parts[1])) fail(lineNumber, 'bad timestamp', line);
    const value = parseValue(parts[0] ?? '', lineNumber, line);
    const owner =
      current && SUFFIXES[current.type].some((suffix) => `${current?.name}${suffix}` === name)
        ? current
        : undefined;
    if (owner) owner.samples.push({ name, labels, value });
    else {
      if (families.has(name)) fail(lineNumber, 'a family whose samples are not together', line);
      current = family(name);
      current.samples.push({ name, labels, value });
    }
  }
  for (const found of families.values()) if (found.type === 'histogram') checkHistogram(found);
  return families;
}

/** Each series' buckets rise, end at +Inf, and that bucket is its `_count`. */
function checkHistogram(family: PrometheusFamily): void {
  for (const series of histogramSeries(family)) {
    const { buckets, count } = series;
    const bounds = buckets.map((bucket) => bucket.le);
    if (bounds.at(-1) !== Number.POSITIVE_INFINITY) throw new Error(`${family.name}: no le="+Inf" bucket`);
    for (let i = 1; i < buckets.length; i++) {
      const [before, after] = [buckets[i - 1], buckets[i]];
      if (!before || !after || after.le <= before.le || after.count < before.count)
        throw new Error(`${family.name}: buckets not cumulative`);
    }
    if (buckets.at(-1)?.count !== count) throw new Error(`${family.name}: +Inf bucket is not _count`);
  }
}

/** A histogram's series, by labels (`le` aside): buckets in order, count and sum. */
export function histogramSeries(family: PrometheusFamily) {
  const series = new Map<
    string,
    { labels: Record<string, string>; buckets: { le: number; count: number }[]; count?: number; sum?: number }
  >();
  for (const sample of family.samples) {
    const { le, ...labels } = sample.labels;
    const key = JSON.stringify(Object.entries(labels).sort());
    const entry = series.get(key) ?? { labels, buckets: [] };
    series.set(key, entry);
    if (sample.name.endsWith('_bucket'))
      entry.buckets.push({ le: parseValue(le ?? '', 0, ''), count: sample.value });
    else if (sample.name.endsWith('_count')) entry.count = sample.value;
    else if (sample.name.endsWith('_sum')) entry.sum = sample.value;
  }
  return [...series.values()];
}
