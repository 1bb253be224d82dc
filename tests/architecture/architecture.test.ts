import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Architecture as a test (CONVENTIONS 16c): front ends call core services, never the store's
// repositories; web features stay independent of each other; no package has an import cycle.

const root = resolve(import.meta.dirname, '../..');
const PACKAGES = ['core', 'sandbox', 'cli', 'tui', 'server', 'web', 'extension'] as const;
const FRONT_ENDS = ['cli', 'tui', 'server', 'web'] as const;

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/**
 * Test support lives in a package's `src/testing/` (exported as `@leadgen/<package>/testing`, never
 * built into dist): it seeds stores directly, as tests may, and is imported by tests and other test
 * support only (checked below), so no command, screen or route reaches a repository through it.
 */
const isTestSupport = (path: string) => /\/src\/testing\//.test(path);

/** Every .ts/.tsx file under a package's src, as a path relative to the repository root. */
function sourceFiles(pkg: string): string[] {
  return globSync(`packages/${pkg}/src/**/*.{ts,tsx}`, { cwd: root, exclude: ['**/*.d.ts'] }).sort();
}

const text = (path: string) => readFileSync(join(root, path), 'utf8');

/**
 * Source without its comments, so a JSDoc that mentions `store.lists` is not a call: block
 * comments that open a line, line comments, and ` // ` after code (a URL's '//' stays).
 */
const code = (path: string) =>
  text(path)
    .replace(/^[ \t]*\/\*[\s\S]*?\*\//gm, '')
    .replace(/^[ \t]*\/\/.*$/gm, '')
    .replace(/\s\/\/\s.*$/gm, '');

/** The specifiers a file imports or re-exports, static and dynamic. */
function importsOf(path: string): string[] {
  const specifiers: string[] = [];
  const source = code(path);
  for (const match of source.matchAll(/\b(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g)) {
    specifiers.push(match[1] as string);
  }
  for (const match of source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    specifiers.push(match[1] as string);
  }
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specifiers.push(match[1] as string);
  return specifiers;
}

/** A relative specifier resolved to a source file ('./x.js' -> x.ts or x.tsx, './dir' -> dir/index.ts). */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [`${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find(
    (candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile(),
  );
}

/** The package's relative-import graph over its files. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(file)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target): target is string => target !== undefined && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle a depth-first search meets, each as the files around it (first file repeated last). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

// `store.<repository>` or `store.db` (also `deps.store.x`, `c.var.deps.store.x`), and a
// transaction's repositories (`tx.x`): what only core's services may touch.
const REPOSITORY_CALL =
  /\bstore\.(db|users|lists|profiles|campaigns|jobs|ledger|outbox|sessions|passwordResets|rateLimits|billing|resetMailQueue|webhooks)\b|\btx\.\w/;
// `const { lists } = store` and the like: the same reach, spelled differently.
const REPOSITORY_DESTRUCTURE =
  /\{[^}]*\b(db|users|lists|profiles|campaigns|jobs|ledger|outbox|sessions|passwordResets|rateLimits|billing|resetMailQueue|webhooks)\b[^}]*\}\s*=\s*[\w.]*\bstore\b/;

describe('front ends call services, never repositories', () => {
  for (const pkg of FRONT_ENDS) {
    it(`${pkg}: no repository or store.db use outside tests`, () => {
      const offending: string[] = [];
      for (const file of sourceFiles(pkg)) {
        if (isTest(file) || isTestSupport(file)) continue;
        code(file)
          .split('\n')
          .forEach((line, index) => {
            if (REPOSITORY_CALL.test(line) || REPOSITORY_DESTRUCTURE.test(line)) {
              offending.push(`${file}:${index + 1}: ${line.trim()}`);
            }
          });
      }
      expect(offending, 'call a core service (packages/core/src/<feature>) instead').toEqual([]);
    });
  }

  it('test support that may touch the store is imported by tests only', () => {
    const graph = importGraph(PACKAGES.flatMap(sourceFiles));
    const leaks = [...graph]
      .filter(([file]) => !isTest(file) && !isTestSupport(file))
      .flatMap(([file, targets]) => targets.filter(isTestSupport).map((target) => `${file} -> ${target}`));
    expect(leaks).toEqual([]);
  });
});

describe('web features are independent', () => {
  it('no file of one feature imports another feature', () => {
    const featuresDir = 'packages/web/src/features/';
    const crossings: string[] = [];
    for (const file of sourceFiles('web').filter((path) => path.startsWith(featuresDir))) {
      const feature = file.slice(featuresDir.length).split('/')[0];
      for (const specifier of importsOf(file)) {
        const target = specifier.startsWith('.') ? join(dirname(file), specifier) : specifier;
        const named = /(?:^|\/)features\/([^/]+)/.exec(target)?.[1];
        if (named && named !== feature) crossings.push(`${file} imports ${specifier}`);
      }
    }
    expect(crossings, 'share through components/ or lib/, or core/domain').toEqual([]);
  });
});

describe('no import cycles', () => {
  for (const pkg of PACKAGES) {
    it(`${pkg}: its source files import each other without a cycle`, () => {
      const graph = importGraph(sourceFiles(pkg).filter((file) => !isTest(file)));
      expect(cycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
    });
  }

  it('the cycle finder finds a cycle', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
