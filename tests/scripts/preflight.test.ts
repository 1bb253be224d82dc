import { describe, expect, it } from 'vitest';
import { type PreflightLookups, preflightProblems } from '../../scripts/preflight.mjs';

// `npm test`, `npm run test:e2e`, `npm start` and `npm run leadgen` run scripts/preflight.mjs
// first; here the machine it looks at is made up (nothing is uninstalled).

/** A machine with Node.js `nodeVersion` and executables at exactly `installed`. */
const machine = (installed: string[], nodeVersion = '24.21.0'): PreflightLookups => ({
  nodeVersion,
  searchPath: '/usr/local/bin:/usr/bin:/bin',
  isExecutable: (path) => installed.includes(path),
});

const NODE_20 =
  'Leadgen needs Node.js 24 or newer (this is 20.20.2). Install Node.js 24 (https://nodejs.org, or `nvm install 24`) and run it again.';

describe('preflightProblems', () => {
  it('finds nothing to say on a machine with all the tests need', () => {
    expect(preflightProblems(['chromium', 'tmux'], machine(['/usr/bin/chromium', '/usr/bin/tmux']))).toEqual(
      [],
    );
  });

  it('names both when Chromium and tmux are missing, with the one command that installs them', () => {
    expect(preflightProblems(['chromium', 'tmux'], machine([]))).toEqual([
      'The tests need Chromium and tmux, which are not on this machine:',
      '  Chromium (/usr/bin/chromium): the end-to-end tests drive it',
      '  tmux (not on PATH): the terminal UI test runs `leadgen tui` in it',
      'Install them with `sudo apt-get install chromium tmux` (Debian, Ubuntu), or run `bash .ci/run`, ' +
        'which installs everything the tests need (Node.js 24 too) and runs them all.',
    ]);
  });

  it('names only what is missing', () => {
    const lines = preflightProblems(['chromium', 'tmux'], machine(['/usr/bin/chromium']));
    expect(lines[0]).toBe('The tests need tmux, which is not on this machine:');
    expect(lines.at(-1)).toMatch(/^Install it with `sudo apt-get install tmux` /);
    expect(lines.join('\n')).not.toContain('Chromium');
  });

  it('looks for Chromium where the end-to-end tests launch it, not on PATH', () => {
    const onPath = machine(['/usr/local/bin/chromium', '/usr/bin/tmux']);
    expect(preflightProblems(['chromium'], onPath)[1]).toBe(
      '  Chromium (/usr/bin/chromium): the end-to-end tests drive it',
    );
  });

  it('finds tmux in any folder on PATH', () => {
    expect(preflightProblems(['tmux'], machine(['/usr/local/bin/tmux']))).toEqual([]);
    expect(
      preflightProblems(['tmux'], { ...machine(['/opt/tmux/bin/tmux']), searchPath: '/opt/tmux/bin' }),
    ).toEqual([]);
  });

  it('checks only what a script names: `npm start` needs neither', () => {
    expect(preflightProblems([], machine([]))).toEqual([]);
  });

  it('says an older Node.js first, in the binary’s words, besides what else is missing', () => {
    expect(preflightProblems([], machine([], '20.20.2'))).toEqual([NODE_20]);
    const lines = preflightProblems(['tmux'], machine(['/usr/bin/chromium'], '20.20.2'));
    expect(lines[0]).toBe(NODE_20);
    expect(lines[1]).toBe('The tests need tmux, which is not on this machine:');
  });
});
