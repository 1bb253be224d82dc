/** A build step's files, relative to the directory it runs in. */
export interface BuildFiles {
  /** What the step writes: paths. */
  outputs: string[];
  /** What it reads: globs. */
  inputs: string[];
  /** Globs of files the inputs match but the step does not read. */
  exclude?: string[];
}

export function isStale(files: BuildFiles, cwd: string): boolean;
