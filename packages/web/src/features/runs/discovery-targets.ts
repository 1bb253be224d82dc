import {
  clampMaxProfiles,
  isValidUsername,
  MAX_TARGETS,
  messages,
  normalizeUsername,
  parseSessionId,
  parseTargets,
} from '@leadgen/core/domain';
import type { DiscoveryBody } from './api/use-start-run';

/** What the discovery form holds (spec §9 "New campaign defaults"). */
export interface DiscoveryForm {
  targets: string[];
  searchType: 'followers' | 'following';
  maxProfiles: string;
  sessionId: string;
  /** Enrich everyone again, charged, instead of reusing the people already known (issue 30). */
  refresh: boolean;
}

/** spec §9: one empty target account, followers, 100 profiles. */
export const initialDiscoveryForm = (): DiscoveryForm => ({
  targets: [''],
  searchType: 'followers',
  maxProfiles: '100',
  sessionId: '',
  refresh: false,
});

/** spec §5: the add button does nothing at 5 targets. */
export const addTarget = (targets: readonly string[]): string[] =>
  targets.length >= MAX_TARGETS ? [...targets] : [...targets, ''];

/** spec §5: the last remaining entry cannot be removed. */
export const removeTarget = (targets: readonly string[], index: number): string[] =>
  targets.length <= 1 ? [...targets] : targets.filter((_, at) => at !== index);

/** The message for one typed target: none while blank or valid, else 'Invalid username format: …'. */
export const targetError = (raw: string): string | null =>
  normalizeUsername(raw) === '' || isValidUsername(raw) ? null : messages.invalidUsername(raw.trim());

/** The targets as they will be sent: normalised, blanks and invalid ones left out, no duplicates. */
export const validTargets = (targets: readonly string[]): string[] => [
  ...new Set(targets.filter(isValidUsername).map(normalizeUsername)),
];

/** The profile limit the form will send: clamped to 1..1000, non-numbers 1 (spec §5). */
export const maxProfilesOf = (form: DiscoveryForm): number => clampMaxProfiles(form.maxProfiles);

/** The form's refresh as a request sends it: only when checked. */
const refreshOf = (form: DiscoveryForm) => (form.refresh ? { refresh: true as const } : {});

/**
 * What the configuration card asks the server to estimate: the valid targets, the search type,
 * the limit and refresh; null while no target is valid (the card shows its local estimate).
 */
export function discoveryEstimateBody(form: DiscoveryForm) {
  const targets = validTargets(form.targets);
  if (targets.length === 0) return null;
  return { targets, type: form.searchType, maxProfiles: maxProfilesOf(form), ...refreshOf(form) };
}

/** Whether each search type asks for the Instagram session id (GET /api/config, DESIGN.md §9). */
export type SessionIdRequired = Readonly<Record<DiscoveryForm['searchType'], boolean>>;

/**
 * The request the form sends, or the first message that stops it, in spec §5's order: the
 * targets ('Invalid username format: {username}', 'Please provide at least one Instagram
 * username'), then 'Instagram session ID is required' when the search type's actor logs in to
 * Instagram. Otherwise no session id is sent at all (DESIGN.md §9); while the policy is not known
 * yet (`undefined`), none is sent either and the server, which knows it, has the last word.
 */
export function discoveryRequest(
  form: DiscoveryForm,
  sessionIdRequired: SessionIdRequired | undefined,
):
  | {
      ok: true;
      body: DiscoveryBody;
    }
  | { ok: false; message: string } {
  try {
    const targets = parseTargets(form.targets);
    const body = {
      targets,
      type: form.searchType,
      maxProfiles: maxProfilesOf(form),
      ...refreshOf(form),
    };
    if (!sessionIdRequired?.[form.searchType]) return { ok: true, body };
    return { ok: true, body: { ...body, sessionId: parseSessionId(form.sessionId) } };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
