import { describe, expect, it } from 'vitest';
import { assignLabels, nextVariantLabel } from './variant-assignment.js';

const tally = (labels: string[]) =>
  Object.fromEntries(
    [...new Set(labels)].sort().map((label) => [label, labels.filter((l) => l === label).length]),
  );

describe('assignLabels', () => {
  it('splits leads evenly, the earliest label first on a tie (1,000 over three: 334/333/333)', () => {
    expect(tally(assignLabels(['C', 'A', 'B'], new Map(), 1000))).toEqual({ A: 334, B: 333, C: 333 });
  });

  it('fills the variant with the fewest assigned first', () => {
    expect(assignLabels(['A', 'B'], new Map([['A', 3]]), 4)).toEqual(['B', 'B', 'B', 'A']);
    // one at a time (the queue's next lead) gives the same split as a batch
    const counts = new Map<string, number>();
    const oneByOne: string[] = [];
    for (let i = 0; i < 10; i++) {
      const [label] = assignLabels(['A', 'B', 'C'], counts, 1);
      oneByOne.push(label as string);
      counts.set(label as string, (counts.get(label as string) ?? 0) + 1);
    }
    expect(oneByOne).toEqual(assignLabels(['A', 'B', 'C'], new Map(), 10));
  });

  it('gives every new lead the winner once one is picked', () => {
    expect(assignLabels(['A', 'B'], new Map([['B', 50]]), 3, 'B')).toEqual(['B', 'B', 'B']);
  });
});

describe('nextVariantLabel', () => {
  it('is the label after the highest ever used, never reusing one', () => {
    expect(nextVariantLabel([])).toBe('B');
    expect(nextVariantLabel(['A', 'B', 'C'])).toBe('D');
    // C was removed: the next is still D
    expect(nextVariantLabel(['A', 'B', 'D'])).toBe('E');
    expect(nextVariantLabel(['Z'])).toBeNull();
  });
});
