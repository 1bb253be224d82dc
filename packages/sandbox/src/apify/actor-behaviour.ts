import type { InputSchema } from './input-schema.js';

/** What a run of an actor makes from a valid input: its dataset, or why it fails. */
export interface ActorResult {
  items: unknown[];
  /** Set when the actor itself fails after it starts (the run ends FAILED with this message). */
  failure?: string;
}

/** What a run sees of the sandbox's settings when it starts. */
export interface ActorEnv {
  seed: number;
  baseUrl: string;
  /** `settings.renameGeneration` (instagram/renames.ts); 0 when omitted. */
  renameGeneration?: number;
  /** Days on the audience clock (instagram/growth.ts): how far audiences have grown; 0 when omitted. */
  audienceDays?: number;
}

/** The published contract of one real actor, and how the sandbox plays it. */
export interface ActorBehaviour {
  /** The actor's `owner~name` on the Apify Store. */
  name: string;
  title: string;
  /** Checked before a run starts: an input that fails it is a 400 invalid-input. */
  inputSchema: InputSchema;
  /**
   * The run options it starts with when the caller sets none. The Store actors' real defaults
   * are not published in their schemas: these are the sandbox's.
   */
  defaultRunOptions: { timeoutSecs: number; memoryMbytes: number };
  /** Charged per dataset item (pay per result). Synthetic: Store prices move and are not all known. */
  pricePerItemUsd: number;
  run(input: Readonly<Record<string, unknown>>, env: ActorEnv): ActorResult;
}

/** How an actor sees a username as typed: no '@', no blanks, lower case. */
export function normalizeUsername(username: string): string {
  return username.replaceAll('@', '').trim().toLowerCase();
}

/** Instagram's username alphabet and length. */
export const USERNAME = /^[a-z0-9._]{1,30}$/;
