// A list's and a run estimate's shapes live in core (@leadgen/core/wire, shared with the CLI's --json).
export { completenessJson, estimateJson, type ListJson, listJson } from '@leadgen/core/wire';
