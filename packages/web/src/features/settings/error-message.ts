import { ApiError } from '../../lib/api';

/**
 * What a failed settings action shows (spec §8 Settings): the server's message when it answered
 * one (it speaks the spec's messages), else the action's own fallback, e.g. 'Failed to start
 * payment process' for a network failure or an unexpected server error.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'INTERNAL' ? error.message : fallback;
}
