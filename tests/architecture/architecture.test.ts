import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, type Import, importsOf, resolveImport, root, specifiersOf } from './imports.js';

// Architecture as a test (CONVENTIONS 16c), on imports resolved as vitest resolves them (relative
// paths to files, workspace packages through their "exports"): front ends call core's services,
// never its store; web features stay independent; core needs no framework and its domain nothing
// of Node.js or of the rest of core; test support is reached from tests only; no import cycles.
// biome.json's noRestrictedImports says the same of import names in the lint, where it can.

const PACKAGES = ['core', 'sandbox', 'cli', 'tui', 'server', 'web', 'extension', 'test-utils'] as const;
const FRONT_ENDS = ['cli', 'tui', 'server', 'web', 'extension'] as const;

/**
 * The composition roots that open a store or name its type in the deps they hand to services:
 * everything else in a front end reaches the database through core's services.
 */
const STORE_ROOTS = [
  'packages/server/src/start-server.ts', // opens the store the server runs on
  'packages/server/src/app-env.ts', // AppDeps: what the app is built from
  'packages/cli/src/session.ts', // opens the configured store for a command
  'packages/cli/src/commands/db.ts', // `leadgen db`: migrates and copies between databases it names
  'packages/tui/src/deps.ts', // TuiDeps: what the terminal app is started with
];

const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const sourceFiles = (pkg: string) => filesUnder(`packages/${pkg}/src/**/*.{ts,tsx}`);
const productFiles = (pkg: string) => sourceFiles(pkg).filter((file) => !isTest(file));
const inCoreStore = (file: string | undefined) => file?.startsWith('packages/core/src/store/') === true;

/** `file`'s imports that break `rule`, as "file -> specifier" lines. */
function offending(files: readonly string[], rule: (file: string, target: Import) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((target) => rule(file, target))
      .map((target) => `${file} -> ${target.specifier}`),
  );
}

describe('the import resolver', () => {
  it('resolves workspace packages through their exports and relative paths to files', () => {
    const from = 'packages/cli/src/commands/lists.ts';
    expect(resolveImport(from, '@leadgen/core/store').file).toBe('packages/core/src/store/index.ts');
    expect(resolveImport(from, '@leadgen/core').file).toBe('packages/core/src/index.ts');
    expect(resolveImport(from, '../io.js').file).toBe('packages/cli/src/io.ts');
    expect(resolveImport(from, 'commander').file).toBeUndefined();
  });

  it('reads type-only, re-exported, side-effect and dynamic imports, and skips comments', () => {
    const source = [
      "import type { Store } from '@leadgen/core/store';",
      "export { x } from './x.js';",
      "import './side.js';",
      "const later = () => import('@leadgen/core/domain');",
      "// import { openStore } from '@leadgen/core/store';",
      'const Box = () => <div>{"import(\'nope\')"}</div>;',
    ].join('\n');
    expect(specifiersOf('packages/web/src/x.tsx', source)).toEqual([
      '@leadgen/core/store',
      './side.js',
      './x.js',
      '@leadgen/core/domain',
    ]);
  });
});

describe('front ends call services, never the store', () => {
  for (const pkg of FRONT_ENDS) {
    it(`${pkg}: imports core's store only in its composition roots`, () => {
      const files = productFiles(pkg).filter((file) => !STORE_ROOTS.includes(file));
      expect(
        offending(files, (_file, target) => inCoreStore(target.file)),
        'call a core service (packages/core/src/<feature>) instead',
      ).toEqual([]);
    });
  }

  it('the allow-listed roots exist (a renamed one would otherwise allow nothing, silently)', () => {
    expect(STORE_ROOTS.filter((file) => !productFiles(file.split('/')[1] as string).includes(file))).toEqual(
      [],
    );
  });

  it('a front end importing @leadgen/core/store, by name or by path, is caught', () => {
    const file = 'packages/tui/src/screens/x.ts';
    const rule = (target: Import) => inCoreStore(target.file);
    expect(rule(resolveImport(file, '@leadgen/core/store'))).toBe(true);
    expect(rule(resolveImport(file, '../../../core/src/store/open-store.js'))).toBe(true);
    expect(rule(resolveImport(file, '@leadgen/core'))).toBe(false);
  });
});

/** The repositories, as `Repositories` in open-store.ts names them: a new one is covered at once. */
function repositoryNames(): string[] {
  const source = readFileSync(join(root, 'packages/core/src/store/open-store.ts'), 'utf8');
  const body = /export interface Repositories \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1] as string);
}

/** Source without its comments, so a JSDoc that mentions `store.lists` is not a call. */
const code = (path: string) =>
  readFileSync(join(root, path), 'utf8')
    .replace(/^[ \t]*\/\*[\s\S]*?\*\//gm, '')
    .replace(/^[ \t]*\/\/.*$/gm, '')
    .replace(/\s\/\/\s.*$/gm, '');

describe('front ends call services, never repositories', () => {
  const names = repositoryNames();
  // a repository, the Kysely handle or a transaction, reached from a store (`store.x`,
  // `deps.store.x`, `c.var.deps.store.x`) or inside a transaction (`tx.x`)
  const reach = `(?:${[...names, 'db', 'transaction'].join('|')})`;
  const call = new RegExp(`\\bstore\\.${reach}\\b|\\btx\\.\\w`);
  // `const { lists } = store` and the like: the same reach, spelled differently
  const destructure = new RegExp(`\\{[^}]*\\b${reach}\\b[^}]*\\}\\s*=\\s*[\\w.]*\\bstore\\b`);

  it('reads every repository from open-store.ts', () => {
    expect(names).toEqual(expect.arrayContaining(['users', 'lists', 'campaignVariants', 'messageLint']));
    expect(names.length).toBeGreaterThanOrEqual(22);
    expect(call.test('await deps.store.outreachBlocks.list(userId)')).toBe(true);
    expect(call.test('await store.transaction(async (tx) => {})')).toBe(true);
    expect(call.test('await store.close()')).toBe(false);
  });

  for (const pkg of FRONT_ENDS) {
    it(`${pkg}: no repository, store.db or store.transaction use outside tests`, () => {
      const found: string[] = [];
      for (const file of productFiles(pkg)) {
        code(file)
          .split('\n')
          .forEach((line, index) => {
            if (call.test(line) || destructure.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
          });
      }
      expect(found, 'call a core service (packages/core/src/<feature>) instead').toEqual([]);
    });
  }
});

describe('web features are independent', () => {
  it('no file of one feature imports another feature', () => {
    const featureOf = (file: string | undefined) =>
      /^packages\/web\/src\/features\/([^/]+)\//.exec(file ?? '')?.[1];
    const files = sourceFiles('web').filter((file) => featureOf(file) !== undefined);
    expect(
      offending(files, (file, target) => {
        const feature = featureOf(target.file);
        return feature !== undefined && feature !== featureOf(file);
      }),
      'share through components/ or lib/, or core/domain',
    ).toEqual([]);
  });
});

describe('core stands alone', () => {
  const FRAMEWORKS = /^(hono|@hono\/[^/]+|react|react-dom|ink|ink-[\w-]+|commander)(\/|$)/;

  it('imports no web framework, React, Ink or commander', () => {
    expect(offending(productFiles('core'), (_file, target) => FRAMEWORKS.test(target.specifier))).toEqual([]);
  });

  it('core/domain imports no Node.js built-in and nothing of core outside domain', () => {
    const files = productFiles('core').filter((file) => file.startsWith('packages/core/src/domain/'));
    expect(
      offending(
        files,
        (_file, target) =>
          isBuiltin(target.specifier) ||
          (target.file !== undefined && !target.file.startsWith('packages/core/src/domain/')),
      ),
      'the domain is pure and runs in the browser: the store, providers and services build on it',
    ).toEqual([]);
  });
});

describe('test support is for tests', () => {
  it('@leadgen/test-utils is imported by tests, benchmarks and itself only', () => {
    const files = PACKAGES.filter((pkg) => pkg !== 'test-utils').flatMap(productFiles);
    expect(
      offending(files, (_file, target) => target.file?.startsWith('packages/test-utils/') === true),
    ).toEqual([]);
  });

  it('no package keeps test support in its src', () => {
    expect(filesUnder('packages/*/src/testing/**')).toEqual([]);
  });
});

/** Each file's imports of other files of the same package. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = importsOf(file)
        .map((target) => target.file)
        .filter((target): target is string => target !== undefined && known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
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

describe('no import cycles', () => {
  for (const pkg of PACKAGES) {
    it(`${pkg}: its source files import each other without a cycle`, () => {
      const graph = importGraph(productFiles(pkg));
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
