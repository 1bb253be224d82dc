import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { CUSTOM_STEPS, DISCOVERY_STEPS, RUN_STEPS } from './run-steps.js';

describe('run steps (spec §4)', () => {
  it('has 4 steps for discovery and 3 for custom', () => {
    expect(RUN_STEPS.discover.length).toBe(4);
    expect(RUN_STEPS.custom.length).toBe(3);
    expect(RUN_STEPS).toEqual({ discover: DISCOVERY_STEPS, custom: CUSTOM_STEPS });
  });

  it('names the steps in the order a run takes them', () => {
    expect(DISCOVERY_STEPS.map((step) => step.label)).toEqual([
      messages.stepCreatingList,
      messages.stepDiscovering,
      messages.stepEnriching,
      messages.stepFinalising,
    ]);
    expect(CUSTOM_STEPS.map((step) => step.label)).toEqual([
      messages.stepCreatingList,
      messages.stepLookingUpProfiles,
      messages.stepFinalising,
    ]);
  });

  it('gives enrichment most of the bar', () => {
    for (const steps of [DISCOVERY_STEPS, CUSTOM_STEPS]) {
      const total = steps.reduce((sum, step) => sum + step.weight, 0);
      expect(total).toBe(100);
      expect(Math.max(...steps.map((step) => step.weight))).toBeGreaterThan(total / 2);
    }
  });
});
