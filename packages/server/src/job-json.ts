// A job's shape lives in core (@leadgen/core/wire, shared with the CLI's --json): the spec's
// snake_case names, its result typed by its kind, never its payload.
export { type JobJson, jobEventJson, jobJson } from '@leadgen/core/wire';
