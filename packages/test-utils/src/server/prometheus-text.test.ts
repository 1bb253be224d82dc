import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from './prometheus-text.js';

describe('parsePrometheusText (the tests’ reader of /metrics)', () => {
  it('reads families, labels with escapes, and histogram series', () => {
    const families = parsePrometheusText(
      [
        '# HELP jobs Jobs.',
        '# TYPE jobs gauge',
        'jobs{kind="discover",note="a \\"b\\"\\nc"} 3',
        '# TYPE took histogram',
        'took_bucket{le="1",kind="x"} 1',
        'took_bucket{le="+Inf",kind="x"} 2',
        'took_sum{kind="x"} 4.5',
        'took_count{kind="x"} 2',
        '',
      ].join('\n'),
    );
    expect(families.get('jobs')?.samples).toEqual([
      { name: 'jobs', labels: { kind: 'discover', note: 'a "b"\nc' }, value: 3 },
    ]);
    expect(families.get('took')?.samples).toHaveLength(4);
  });

  it('refuses what the format does not allow', () => {
    const bad = [
      'jobs 3', // no final line feed
      'jobs{kind=discover} 3\n', // unquoted label value
      'jobs three\n', // not a number
      '# TYPE jobs gauge\njobs 1\n# TYPE jobs gauge\n', // a TYPE after its samples
      '# TYPE t histogram\nt_bucket{le="1"} 2\nt_bucket{le="+Inf"} 1\nt_count 1\n', // not cumulative
      '# TYPE t histogram\nt_bucket{le="+Inf"} 2\nt_count 3\n', // +Inf bucket is not the count
      'a 1\nb 1\na 2\n', // a family split
    ];
    for (const text of bad) expect(() => parsePrometheusText(text), text).toThrow();
  });
});
