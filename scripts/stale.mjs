// Whether a build step has to run again: make-style, by file modification times.
import { globSync, statSync } from 'node:fs';
import { join } from 'node:path';

const EXCLUDED = ['**/node_modules/**'];

/** The newest modification time among the files the globs match from `cwd` (0 when none). */
function newest(globs, cwd, exclude) {
  let latest = 0;
  for (const file of globSync(globs, { cwd, exclude: [...EXCLUDED, ...exclude] })) {
    const { mtimeMs } = statSync(join(cwd, file));
    if (mtimeMs > latest) latest = mtimeMs;
  }
  return latest;
}

/**
 * True when an output is missing or older than the newest input. Outputs are paths, inputs
 * globs (minus `exclude`), all relative to `cwd`.
 *
 * @example
 * isStale({ outputs: ['dist/index.html'], inputs: ['src/**'] }, root)
 */
export function isStale({ outputs, inputs, exclude = [] }, cwd) {
  let oldestOutput = Number.POSITIVE_INFINITY;
  for (const output of outputs) {
    const stats = statSync(join(cwd, output), { throwIfNoEntry: false });
    if (stats === undefined) return true;
    oldestOutput = Math.min(oldestOutput, stats.mtimeMs);
  }
  return newest(inputs, cwd, exclude) > oldestOutput;
}
