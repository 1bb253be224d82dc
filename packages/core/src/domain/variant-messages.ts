const pickQuestion = (label: string) =>
  `Pick variant ${label} as the winner? The rest of the campaign is sent with it; this is final.`;
const notSuggested = (label: string, reason: string) =>
  `Variant ${label} is not the suggested winner (${reason})`;

/**
 * The words of message variants (issue 36): kept in their own object, spread into `messages`,
 * so every front end says the same thing.
 *
 * @example
 * variantMessages.variantNeedsSends(150, [['B', 97]]) // 'needs 150 sends per variant: B has 97'
 */
export const variantMessages = {
  variantLimit: (max: number) =>
    `A campaign has at most ${max} variants (A to ${String.fromCharCode(64 + max)})`,
  variantNotFound: (label: string) => `Variant ${label} not found in this campaign`,
  variantIsTemplate: 'Variant A is the campaign template: edit the template instead',
  variantTemplateRequired: 'Please enter the variant message',
  variantWinnerFinal: (label: string) =>
    `Variant ${label} was picked as the winner, and a pick is final: variants cannot be added or removed any more`,
  variantRemovedCannotWin: (label: string) => `Variant ${label} was removed and cannot be picked`,
  variantAdded: (label: string) => `Variant ${label} added`,
  variantUpdated: (label: string) => `Variant ${label} saved`,
  variantRemoved: (label: string, unassigned: number) =>
    `Variant ${label} removed; ${unassigned} queued lead${unassigned === 1 ? '' : 's'} will get another variant`,
  variantPicked: (label: string, moved: number) =>
    `Variant ${label} picked as the winner: the rest of the campaign is sent with it (${moved} queued lead${moved === 1 ? '' : 's'} moved)`,
  variantPickedNotSuggested: notSuggested,
  variantPickNeedsYes: (label: string) =>
    `Not picking variant ${label} without a confirmation (a pick is final): pass --yes (-y) to pick from a script`,
  variantPickQuestion: pickQuestion,
  /** The question before a pick, saying so when the variant is not the suggested winner. */
  variantPickConfirm: (label: string, suggested: string | null, reason: string) =>
    suggested === label ? pickQuestion(label) : `${pickQuestion(label)} ${notSuggested(label, reason)}.`,
  variantPickCanceled: 'Nothing picked',
  /** The web's question before a remove, and what a remove does. */
  variantRemoveQuestion: (label: string) => `Remove variant ${label}?`,
  variantRemoveExplained:
    "Its queued leads get another variant; its sent ones keep it, so its stats stay. A removed variant's letter is not used again.",
  /** A variant's name in a table: its label, and whether it is the picked winner or was removed. */
  variantName: (variant: { label: string; winner: boolean; removed: boolean }) =>
    `${variant.label}${variant.winner ? ' (winner)' : ''}${variant.removed ? ' (removed)' : ''}`,
  /** The suggestion line under a variants table (CLI, TUI, web). */
  variantSuggestionLine: (winner: string | null, suggested: string | null, reason: string) =>
    winner !== null
      ? `Winner: ${winner} (picked; final)`
      : suggested !== null
        ? `Suggested winner: ${suggested} — ${reason}`
        : `No winner yet: ${reason}`,
  variantWinnerPicked: (label: string) => `winner picked: ${label} (final)`,
  variantNeedsAnother: 'add a variant to test against A',
  variantNeedsSends: (min: number, short: readonly (readonly [string, number])[]) =>
    `needs ${min} sends per variant: ${short.map(([label, sent]) => `${label} has ${sent}`).join(', ')}`,
  /** `p` as `formatPValue` says it: '= 0.31', '< 0.001'. */
  variantNoDifference: (p: string) => `no significant difference yet (p ${p})`,
  variantSuggested: (label: string, p: string) =>
    `${label} replies best: significant against every other variant (p ${p}, Bonferroni-corrected)`,
} as const;
