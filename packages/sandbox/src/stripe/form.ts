/** A value of a Stripe request body: text, or a nested object or list from bracket keys. */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

// Keys that would reach Object.prototype if assigned: never accepted from a request.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads a form-encoded body as the Stripe API does: `line_items[0][price]=p` and
 * `metadata[userId]=u` become nested lists and objects; `expand[]=x` appends to a list.
 *
 * @example
 * parseStripeForm('line_items[0][price]=p&line_items[0][quantity]=1&metadata[a]=b')
 * // { line_items: [{ price: 'p', quantity: '1' }], metadata: { a: 'b' } }
 */
export function parseStripeForm(body: string | URLSearchParams): FormObject {
  const root: FormObject = {};
  const params = typeof body === 'string' ? new URLSearchParams(body) : body;
  for (const [key, value] of params) {
    const path = keyPath(key);
    if (path) assign(root, path, value);
  }
  return listsFromIndexes(root) as FormObject;
}

function keyPath(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return null;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  const path = [match[1], ...rest];
  return path.some((segment) => FORBIDDEN.has(segment)) ? null : path;
}

function assign(target: FormObject, path: string[], value: string): void {
  let node = target;
  for (let i = 0; i < path.length; i++) {
    // `[]` appends: the next free index of this node
    const segment = path[i] === '' ? String(Object.keys(node).length) : (path[i] as string);
    if (i === path.length - 1) {
      node[segment] = value;
      return;
    }
    const child = node[segment];
    if (typeof child !== 'object' || Array.isArray(child)) node[segment] = {};
    node = node[segment] as FormObject;
  }
}

// Objects whose keys are all indexes (0, 1, …) are lists.
function listsFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, listsFromIndexes(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

/** The text at `key`, or null when absent or not text. */
export function text(form: FormObject, key: string): string | null {
  const value = form[key];
  return typeof value === 'string' ? value : null;
}

/** The object at `key` (e.g. `metadata`), or an empty one. */
export function object(form: FormObject, key: string): FormObject {
  const value = form[key];
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** The list of objects at `key` (e.g. `line_items`); items that are not objects are dropped. */
export function objects(form: FormObject, key: string): FormObject[] {
  const value = form[key];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is FormObject => typeof item === 'object' && !Array.isArray(item));
}

/** A flat map of text values, as Stripe metadata is: nested values are dropped. */
export function metadataOf(form: FormObject): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The texts listed at `key` (e.g. `expand`). */
export function texts(form: FormObject, key: string): string[] {
  const value = form[key];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
