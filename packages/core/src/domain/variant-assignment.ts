/** At most this many variants in a campaign, A (the template) to E. */
export const MAX_VARIANTS = 5;

/** The label of variant A, the campaign's own template. */
export const TEMPLATE_VARIANT = 'A';

/**
 * The label after the highest one a campaign ever had ('B' after 'A'): labels are never reused,
 * so a removed variant's stats stay its own. Null past 'Z'.
 */
export function nextVariantLabel(everUsed: readonly string[]): string | null {
  const highest = Math.max(TEMPLATE_VARIANT.charCodeAt(0), ...everUsed.map((label) => label.charCodeAt(0)));
  return highest >= 'Z'.charCodeAt(0) ? null : String.fromCharCode(highest + 1);
}

/**
 * Labels for `count` unassigned leads, one at a time to the live variant with the fewest
 * assigned leads (ties: the earliest label), so a campaign's leads split evenly across its
 * variants (1,000 leads over three: 334/333/333); with a winner picked, every one gets it.
 * `assigned` counts the leads each label already has.
 *
 * @example
 * assignLabels(['A', 'B'], new Map([['A', 3]]), 4) // ['B', 'B', 'B', 'A']
 */
export function assignLabels(
  live: readonly string[],
  assigned: ReadonlyMap<string, number>,
  count: number,
  winner: string | null = null,
): string[] {
  if (winner !== null) return Array.from({ length: count }, () => winner);
  const labels = [...live].sort();
  const counts = new Map(labels.map((label) => [label, assigned.get(label) ?? 0]));
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let pick = labels[0] as string;
    for (const label of labels) if ((counts.get(label) ?? 0) < (counts.get(pick) ?? 0)) pick = label;
    counts.set(pick, (counts.get(pick) ?? 0) + 1);
    out.push(pick);
  }
  return out;
}
