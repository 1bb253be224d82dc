// The stand-in for a module loaded on first use (bundle.mjs `DEFERRED`): it loads the module
// when code first calls, constructs or reads anything of what it stands for.
import { isBuiltin, createRequire as requireFrom } from 'node:module';

// import.meta.url is the bundle's file: a package is found from dist/bin/, as an import would be
const requireHere = requireFrom(import.meta.url);

/** Loads `specifier` (a package in node_modules, or a Node.js built-in) once, when first called. */
export function loader(specifier) {
  let loaded;
  return () => {
    loaded ??= isBuiltin(specifier) ? process.getBuiltinModule(specifier) : requireHere(specifier);
    return loaded;
  };
}

/**
 * A stand-in for the value `pick` returns from the loaded module: a function, a class or an
 * object (a module's namespace or a CommonJS `module.exports`). `typeof` says 'function'
 * whatever it stands for, and `Object.keys` sees nothing: the deferred modules are used by
 * calling, constructing and reading properties only.
 */
export function deferred(pick) {
  let value;
  const real = () => {
    value ??= pick();
    return value;
  };
  const standIn = new Proxy(function standIn() {}, {
    apply: (_, self, args) => Reflect.apply(real(), self, args),
    // `new standIn()` makes the real class's object; a subclass's `super()` keeps the subclass
    construct: (_, args, newTarget) =>
      Reflect.construct(real(), args, newTarget === standIn ? real() : newTarget),
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
  });
  return standIn;
}
