import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../packages/cli/bin/node-version.js';

// The check the binary, `npm start` and the test scripts run first (packages/cli/bin/node-version.js).
describe('nodeVersionProblem', () => {
  it.for(['20.20.2', '23.9.0', '18.0.0', 'v22.12.0'])(
    'refuses Node.js %s, naming both versions',
    (version) => {
      expect(nodeVersionProblem(version)).toBe(
        `Leadgen needs Node.js 24 or newer (this is ${version}). ` +
          'Install Node.js 24 (https://nodejs.org, or `nvm install 24`) and run it again.',
      );
    },
  );

  it.for(['24.0.0', '24.21.0', '25.1.0', '100.0.0'])('accepts Node.js %s', (version) => {
    expect(nodeVersionProblem(version)).toBeNull();
  });

  it('refuses a version it cannot read rather than guessing', () => {
    expect(nodeVersionProblem('unknown')).not.toBeNull();
  });

  it('is one line', () => {
    expect(nodeVersionProblem('20.20.2')).not.toContain('\n');
  });
});
