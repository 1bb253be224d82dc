/**
 * The part of Apify's input schema language the sandbox's actors use (docs.apify.com
 * "Actor input schema specification"; JSON Schema keywords checked by AJV on Apify).
 */
export type FieldSchema =
  | { type: 'string'; enum?: readonly string[]; minLength?: number }
  | { type: 'integer'; minimum?: number; maximum?: number }
  | { type: 'boolean' }
  | { type: 'object' }
  | { type: 'array'; minItems?: number; items?: { type: 'string' } };

export interface InputSchema {
  properties: Readonly<Record<string, FieldSchema>>;
  required: readonly string[];
}

function typeError(type: FieldSchema['type'], value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value !== 'string';
    case 'integer':
      return !Number.isInteger(value);
    case 'boolean':
      return typeof value !== 'boolean';
    case 'object':
      return typeof value !== 'object' || value === null || Array.isArray(value);
    case 'array':
      return !Array.isArray(value);
  }
}

/** AJV's message for one field's value (ajv v8 wording), or null when it fits. */
function fieldProblem(schema: FieldSchema, value: unknown): string | null {
  if (typeError(schema.type, value)) return `must be ${schema.type}`;
  if (schema.type === 'integer') {
    const number = value as number;
    if (schema.minimum !== undefined && number < schema.minimum) return `must be >= ${schema.minimum}`;
    if (schema.maximum !== undefined && number > schema.maximum) return `must be <= ${schema.maximum}`;
  }
  if (schema.type === 'string') {
    const text = value as string;
    if (schema.minLength !== undefined && text.length < schema.minLength) {
      return `must NOT have fewer than ${schema.minLength} characters`;
    }
    // apify-shared-js parseAjvError appends the allowed values to AJV's enum message
    if (schema.enum && !schema.enum.includes(text)) {
      return `must be equal to one of the allowed values: "${schema.enum.join('", "')}"`;
    }
  }
  if (
    schema.type === 'array' &&
    schema.minItems !== undefined &&
    (value as unknown[]).length < schema.minItems
  ) {
    return `must NOT have fewer than ${schema.minItems} items`;
  }
  return null;
}

/**
 * Checks an input object against an actor's input schema as Apify does before it starts a run,
 * and returns the problems worded as Apify words them (apify-shared-js
 * `packages/input_schema/src/intl.ts` and `parseAjvError`: "Field input.max_count must be >= 50",
 * "Field input.usernames is required", an array item as "Field input.usernames.0 must be
 * string"): missing required fields first, then each field in schema order. Fields the schema
 * does not name are allowed, as Apify's schemas allow them by default. Empty when it is valid.
 */
export function inputProblems(schema: InputSchema, input: Readonly<Record<string, unknown>>): string[] {
  const problems = schema.required
    .filter((key) => input[key] === undefined)
    .map((key) => `Field input.${key} is required`);
  for (const [key, field] of Object.entries(schema.properties)) {
    const value = input[key];
    if (value === undefined) continue;
    const problem = fieldProblem(field, value);
    if (problem) {
      problems.push(`Field input.${key} ${problem}`);
      continue;
    }
    if (field.type === 'array' && field.items) {
      const itemType = field.items.type;
      (value as unknown[]).forEach((item, index) => {
        if (typeError(itemType, item)) problems.push(`Field input.${key}.${index} must be ${itemType}`);
      });
    }
  }
  return problems;
}

/**
 * The 400 invalid-input message for those problems, as Apify joins them: "Input is not valid:
 * Field input.cookie is required, Field input.proxy is required" (public callers' logs).
 */
export function invalidInputMessage(problems: readonly string[]): string {
  return `Input is not valid: ${problems.join(', ')}`;
}
