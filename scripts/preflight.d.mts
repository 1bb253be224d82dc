/** A program the tests drive: at a fixed `path`, or a `command` looked up on PATH. */
export interface TestTool {
  name: string;
  path?: string;
  command?: string;
  usedFor: string;
}

export declare const TEST_TOOLS: { chromium: TestTool; tmux: TestTool };

/** How the preflight looks at the machine (the real process, or a test's stand-ins). */
export interface PreflightLookups {
  /** As `process.versions.node` gives it: '24.1.0'. */
  nodeVersion: string;
  /** As PATH holds it. */
  searchPath: string;
  isExecutable: (path: string) => boolean;
}

/** What stops the scripts from running here, as the lines to print; [] when nothing does. */
export declare function preflightProblems(
  needs: readonly (keyof typeof TEST_TOOLS)[],
  lookups: PreflightLookups,
): string[];
