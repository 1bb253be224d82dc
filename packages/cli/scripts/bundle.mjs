// Bundles the compiled CLI (dist/main.js) into dist/bin/ so `leadgen` starts fast: a few files to
// parse instead of hundreds of modules to resolve, and only what a command uses. main.js holds
// the program and the catalog of commands (what the help and `--version` need); the commands'
// code is a chunk loaded when one runs (commands/registrars.ts says why one chunk). The SDKs and
// native modules stay external, loaded from node_modules when a command needs them; dynamic
// imports (providers, the demo sandbox, the server `serve` starts, the terminal app `tui` runs)
// become chunks loaded on use. Loaded from node_modules instead, the server's and the terminal
// app's hundreds of modules spent most of their start resolving each import (finding its file
// and its package.json). Each start still compiles every function it runs (the compile cache
// bin/leadgen.js turns on keeps only each file's top level), so what a command does not use is
// not loaded at all: see DEFERRED, builtinsRequired and coreModulesDirectly below.
// `npm run bench -- cli` times the result.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

const outdir = join(import.meta.dirname, '../dist/bin');

/**
 * Modules loaded on first use rather than at start-up. An import of one becomes a stand-in
 * (deferred.mjs) that loads the module, from node_modules or Node.js's built-ins, when a
 * command first calls, constructs or reads anything of it: the progress bar (drawn only on a
 * terminal) and the built-ins a few commands use (each of Node.js's own modules not already
 * loaded is compiled when first loaded: those below are some 40 of them, ~10 ms of a start). Each command's own code is a chunk of
 * its own already (commands/catalog.ts loads it when it runs).
 */
const DEFERRED = [
  'cli-progress',
  'csv-parse/browser/esm/sync',
  'csv-stringify',
  'node:child_process',
  'node:crypto',
  'node:dns',
  'node:fs/promises',
  'node:http',
  'node:https',
  'node:net',
  'node:os',
  'node:readline/promises',
  'node:stream/promises',
  'node:timers/promises',
  'node:tty',
];

const requireHere = createRequire(import.meta.url);
const deferredRuntime = join(import.meta.dirname, 'deferred.mjs');

/** The stand-in module for `specifier`: its default export and each named one it has. */
function standInSource(specifier) {
  const names = Object.keys(requireHere(specifier)).filter(
    (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
  );
  return [
    `import { deferred, loader } from ${JSON.stringify(deferredRuntime)};`,
    `const load = loader(${JSON.stringify(specifier)});`,
    // CommonJS and built-ins as Node.js imports them: the default export is module.exports
    'export default deferred(load);',
    ...names.map((name) => `export const ${name} = deferred(() => load().${name});`),
  ].join('\n');
}

const deferModules = {
  name: 'defer-modules',
  setup(bundler) {
    const escaped = DEFERRED.map((specifier) => specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    bundler.onResolve({ filter: new RegExp(`^(${escaped.join('|')})$`) }, ({ path }) => ({
      path,
      namespace: 'deferred',
    }));
    bundler.onLoad({ filter: /.*/, namespace: 'deferred' }, ({ path }) => ({
      contents: standInSource(path),
      resolveDir: import.meta.dirname,
    }));
  },
};

/**
 * A chunk with its imports of built-in modules as `process.getBuiltinModule()` gives them: an ES
 * import of a built-in builds a namespace of all its exports, which wakes each lazily loaded
 * part of it (node:util's parseArgs and diff, node:process's report, worker_threads…), some
 * 15 ms of a start. The imports become `var`s at the top of the chunk, ready before any of its
 * code runs, as the imports' bindings were.
 */
function builtinsRequired(code) {
  const declarations = [];
  const rest = code.replace(/^import ([^;"']+) from "([^"]+)";\n/gm, (statement, clause, specifier) => {
    if (!isBuiltin(specifier)) return statement;
    const module = `globalThis.process.getBuiltinModule(${JSON.stringify(specifier)})`;
    const named = /\{([^}]*)\}/.exec(clause);
    const whole = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/^\* as /, '')
      .replace(/,/g, '')
      .trim();
    if (whole) declarations.push(`var ${whole} = ${module};`);
    if (named) {
      const bindings = named[1]
        .split(',')
        .map((binding) => binding.trim())
        .filter(Boolean)
        .map((binding) => {
          const [name, local] = binding.split(/\s+as\s+/);
          if (name === 'default') throw new Error(`unexpected default import of ${specifier}: ${statement}`);
          return local ? `${name}: ${local}` : name;
        });
      declarations.push(`var { ${bindings.join(', ')} } = ${module};`);
    }
    return '';
  });
  const hashbang = /^#!.*\n/.exec(rest)?.[0] ?? '';
  return `${hashbang}${declarations.join('\n')}\n${rest.slice(hashbang.length)}`;
}

/**
 * SQLite's driver is bundled, its JavaScript compiled once into the cached bundle and run only
 * when a database opens (`require` of its ten CommonJS files cost ~10 ms of each `lists ls`);
 * its native addon stays in node_modules. Its binding.js finds the addon from `__dirname`,
 * which a bundle does not have: it is given the folder of the installed package's lib/.
 */
const bundleSqliteDriver = {
  name: 'bundle-sqlite-driver',
  setup(bundler) {
    bundler.onLoad({ filter: /better-sqlite3[\\/]lib[\\/]binding\.js$/ }, ({ path }) => ({
      contents:
        "const __libdir = require('node:path').dirname(require.resolve('better-sqlite3'));\n" +
        readFileSync(path, 'utf8').replaceAll('__dirname', '__libdir'),
      loader: 'js',
    }));
  },
};

/**
 * Core's index files ('@leadgen/core', '/domain', '/store', '/wire') as the CLI imports them, rewritten as
 * imports of the modules that define each name. esbuild puts a module in the chunks of every
 * entry point that reaches it, and an index file reaches every module it re-exports: through
 * them `leadgen --help` loaded the store and kysely, and `lists ls` every service and the CSV
 * library. Each index is one `export { … } from '…';` per module (tsc's output of index.ts); a
 * name not found there keeps its import from the index.
 */
const CORE_INDEXES = ['@leadgen/core', '@leadgen/core/domain', '@leadgen/core/store', '@leadgen/core/wire'];

/**
 * Each name an index file exports: the module that defines it and its name there, followed
 * through the feature folders' own index files (core's root re-exports `./runs/index.js`…).
 */
function indexExports(specifier) {
  return exportsOf(requireHere.resolve(specifier));
}

function exportsOf(index) {
  const names = new Map();
  for (const [, list, from] of readFileSync(index, 'utf8').matchAll(
    /^export \{([^}]*)\} from '([^']+)';$/gm,
  )) {
    const path = join(dirname(index), from);
    const inner = basename(path) === 'index.js' ? exportsOf(path) : null;
    for (const binding of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [name, exported = name] = binding.split(/\s+as\s+/);
      names.set(exported, inner?.get(name) ?? { path, name });
    }
  }
  return names;
}

/**
 * The server finds the web app and the packed extension beside its own package
 * (`new URL('../../web/dist', import.meta.url)` in start-server.ts); bundled, its code runs from
 * dist/bin/ of this package, one folder deeper: the same folders, named from there.
 */
const serverFilesFromBundle = {
  name: 'server-files-from-bundle',
  setup(bundler) {
    bundler.onLoad({ filter: /[\\/]server[\\/]dist[\\/]start-server\.js$/ }, ({ path }) => {
      const code = readFileSync(path, 'utf8');
      const rewritten = code.replaceAll("new URL('../../", "new URL('../../../");
      if (rewritten === code) throw new Error(`no package-relative URL to rewrite in ${path}`);
      return { contents: rewritten, loader: 'js' };
    });
  },
};

const coreModulesDirectly = {
  name: 'core-modules-directly',
  setup(bundler) {
    const indexes = new Map(CORE_INDEXES.map((specifier) => [specifier, indexExports(specifier)]));
    const statement = /^(import|export) \{([^}]*)\} from '(@leadgen\/core(?:\/domain|\/store|\/wire)?)';$/gm;
    bundler.onLoad({ filter: /[\\/]cli[\\/]dist[\\/].*\.js$/ }, ({ path }) => ({
      contents: readFileSync(path, 'utf8').replace(statement, (_statement, kind, list, specifier) => {
        const exports = indexes.get(specifier);
        const byModule = new Map();
        for (const binding of list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [name, local = name] = binding.split(/\s+as\s+/);
          const found = exports.get(name);
          const from = found?.path ?? specifier;
          const original = found?.name ?? name;
          byModule.set(from, [
            ...(byModule.get(from) ?? []),
            original === local ? local : `${original} as ${local}`,
          ]);
        }
        return [...byModule]
          .map(([from, names]) => `${kind} { ${names.join(', ')} } from ${JSON.stringify(from)};`)
          .join('\n');
      }),
      loader: 'js',
    }));
  },
};

const result = await build({
  entryPoints: [join(import.meta.dirname, '../dist/main.js')],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external: [
    '@node-rs/argon2',
    '@google/genai',
    'stripe',
    'nodemailer',
    'pg',
    // ink loads React's developer tools only when DEV=true and they are installed
    'react-devtools-core',
  ],
  // Bundled CommonJS dependencies call require(); an ES module has none of its own.
  banner: {
    js: "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);",
  },
  plugins: [deferModules, bundleSqliteDriver, coreModulesDirectly, serverFilesFromBundle],
  logLevel: 'warning',
  write: false,
});

mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, builtinsRequired(file.text), {
    mode: file.path.endsWith('main.js') ? 0o755 : 0o644,
  });
}

// Chunk names carry content hashes: remove the earlier builds' chunks once the new ones are
// written (never before, so a running `leadgen` always finds its files).
const written = new Set(result.outputFiles.map((file) => basename(file.path)));
for (const file of readdirSync(outdir)) {
  if (!written.has(file)) rmSync(join(outdir, file));
}
