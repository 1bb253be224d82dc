import { resolve } from 'node:path';

/** What the bundler tells a chunk-naming function about a module (rolldown's ModuleInfo). */
interface Context {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const ENTRY = resolve(import.meta.dirname, 'src/main.tsx');

/** Modules `from` imports statically, itself included, transitively. */
function staticGraph(ctx: Context, from: string): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The build's chunks (`build.rolldownOptions.output.codeSplitting.groups`): few and large, since
 * on a phone's connection each request costs a round trip and a browser opens few connections
 * at once. Everything the entry imports is one chunk (`index`), rather than one chunk for each
 * set of routes that also import a part of it; what routes share beyond it is another
 * (`shared`); a route's own modules stay in its chunk.
 */
export function chunkGroups() {
  let entry: Set<string> | undefined;
  const inEntry = (id: string, ctx: Context) => {
    entry ??= staticGraph(ctx, ENTRY);
    return entry.has(id);
  };
  return [
    { name: (id: string, ctx: Context) => (inEntry(id, ctx) ? 'index' : null) },
    { name: (id: string, ctx: Context) => (inEntry(id, ctx) ? null : 'shared'), minShareCount: 2 },
  ];
}
