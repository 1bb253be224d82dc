// A user's shape lives in core (@leadgen/core/wire, shared with the CLI's --json).
export { type UserJson, userJson } from '@leadgen/core/wire';
