import { messages } from './messages.js';

/** The kinds of run that make a list: a discovery from target accounts, or a custom list. */
export type RunKind = 'discover' | 'custom';

/** One step of a run: its label and its share of the progress bar. */
export interface RunStep {
  label: string;
  weight: number;
}

// spec §4: 4 steps for discovery (creating the campaign, discovering, enriching, finalising).
// Enrichment is most of a run's time, so it takes most of the bar.
export const DISCOVERY_STEPS: readonly RunStep[] = [
  { label: messages.stepCreatingList, weight: 2 },
  { label: messages.stepDiscovering, weight: 20 },
  { label: messages.stepEnriching, weight: 75 },
  { label: messages.stepFinalising, weight: 3 },
];

// spec §4: 3 steps for custom (the custom flow goes idle, enriching, complete).
export const CUSTOM_STEPS: readonly RunStep[] = [
  { label: messages.stepCreatingList, weight: 3 },
  { label: messages.stepLookingUpProfiles, weight: 94 },
  { label: messages.stepFinalising, weight: 3 },
];

/**
 * The steps of each kind of run (spec §4 "step N of M"): what the run reports as it goes, and
 * what a screen shows before the first report ('4 steps').
 *
 * @example
 * RUN_STEPS.discover.length // 4
 */
export const RUN_STEPS: Readonly<Record<RunKind, readonly RunStep[]>> = {
  discover: DISCOVERY_STEPS,
  custom: CUSTOM_STEPS,
};
