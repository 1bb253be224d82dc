// Bundles the compiled CLI (dist/main.js) into dist/bin/ so `leadgen` starts fast: one file to
// parse instead of hundreds of modules to resolve. The SDKs and native modules stay external,
// loaded from node_modules when a command needs them; dynamic imports (providers, the demo
// sandbox) become chunks loaded on use. Each start still compiles every function it runs (the
// compile cache bin/leadgen.js turns on keeps only each file's top level), so what a command does
// not use is not loaded at all: see DEFERRED and builtinsRequired below. `npm run bench -- cli`
// times the result.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

const outdir = join(import.meta.dirname, '../dist/bin');

/**
 * Modules loaded on first use rather than at start-up. An import of one becomes a stand-in
 * (deferred.mjs) that loads the module, from node_modules or Node.js's built-ins, when a
 * command first calls, constructs or reads anything of it. What most commands never use: conf's
 * JSON Schema validator and semver (for options Leadgen does not pass), the progress bar, and
 * the heavier built-ins a few commands use.
 */
const DEFERRED = [
  'ajv/dist/2020.js',
  'ajv-formats',
  'semver',
  'cli-progress',
  'node:crypto',
  'node:child_process',
  'node:readline/promises',
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
    const module = `process.getBuiltinModule(${JSON.stringify(specifier)})`;
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

const result = await build({
  entryPoints: [join(import.meta.dirname, '../dist/main.js')],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external: [
    '@leadgen/server',
    '@leadgen/tui',
    '@node-rs/argon2',
    '@google/genai',
    'stripe',
    'nodemailer',
    'pg',
  ],
  // Bundled CommonJS dependencies call require(); an ES module has none of its own.
  banner: {
    js: "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);",
  },
  plugins: [deferModules, bundleSqliteDriver],
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
