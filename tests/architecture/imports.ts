import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'rolldown/utils';

// The import graph the architecture test checks, from a real parser: oxc (through rolldown's
// `parseSync`, https://rolldown.rs/reference/Function.parseSync) reads TypeScript and JSX whole,
// so a commented-out or quoted import is not one and `import type`/`export … from` are.
// (TypeScript 7's package has no compiler API to call, and es-module-lexer stops at JSX.)

export const root = resolve(import.meta.dirname, '../..');

/** An import as written and what it resolves to: a repository file, or an outside module's name. */
export interface Import {
  specifier: string;
  /** A path relative to the repository root for workspace files; undefined for outside modules. */
  file: string | undefined;
}

/** Every .ts/.tsx file under `pattern` (a glob from the repository root), sorted. */
export function filesUnder(pattern: string): string[] {
  return globSync(pattern, { cwd: root, exclude: ['**/*.d.ts', '**/node_modules/**', '**/dist*/**'] }).sort();
}

/** The specifiers a file imports or re-exports: static, type-only, side-effect and literal dynamic ones. */
export function specifiersOf(path: string, source = readFileSync(join(root, path), 'utf8')): string[] {
  const { module, errors } = parseSync(path, source, { lang: path.endsWith('x') ? 'tsx' : 'ts' });
  if (errors.length > 0) throw new Error(`${path}: ${errors[0]?.message}`);
  const specifiers = module.staticImports.map((entry) => entry.moduleRequest.value);
  for (const entry of module.staticExports.flatMap((exported) => exported.entries)) {
    if (entry.moduleRequest) specifiers.push(entry.moduleRequest.value);
  }
  for (const { moduleRequest } of module.dynamicImports) {
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(source.slice(moduleRequest.start, moduleRequest.end));
    if (literal) specifiers.push(literal[2] as string);
  }
  return specifiers;
}

const isFile = (path: string) => existsSync(join(root, path)) && statSync(join(root, path)).isFile();

/** A path without extension as the file it names ('./x.js' -> x.ts or x.tsx, './dir' -> dir/index.ts). */
function sourceFile(base: string): string | undefined {
  const stem = base.replace(/\.(js|jsx|ts|tsx|mjs)$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, base, join(base, 'index.ts'), join(base, 'index.tsx')].find(isFile);
}

type Exports = Record<string, string | Record<string, string>>;

/** Each workspace package's name and folder, from the root package.json's workspaces. */
const workspaces = new Map<string, { dir: string; exports: Exports }>(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces as string[]).map((dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    return [manifest.name as string, { dir, exports: (manifest.exports ?? {}) as Exports }];
  }),
);

/**
 * `@leadgen/<package>[/subpath]` as the `source` condition resolves it (the one vitest and tsx use,
 * vitest.config.ts), through the package's "exports"; undefined when it names no export.
 */
function resolvePackage(specifier: string): string | undefined {
  const [scope, name, ...rest] = specifier.split('/');
  const workspace = workspaces.get(`${scope}/${name}`);
  if (!workspace) return undefined;
  const entry = workspace.exports[rest.length === 0 ? '.' : `./${rest.join('/')}`];
  const target = typeof entry === 'string' ? entry : (entry?.source ?? entry?.default);
  return target === undefined ? undefined : sourceFile(join(workspace.dir, target));
}

/** What `specifier`, imported by `from`, resolves to. */
export function resolveImport(from: string, specifier: string): Import {
  if (specifier.startsWith('.')) return { specifier, file: sourceFile(join(dirname(from), specifier)) };
  return { specifier, file: resolvePackage(specifier) };
}

/** A file's imports, resolved. */
export function importsOf(path: string): Import[] {
  return specifiersOf(path).map((specifier) => resolveImport(path, specifier));
}

/** `path` relative to the repository root (for messages). */
export const fromRoot = (path: string) => relative(root, resolve(root, path));
