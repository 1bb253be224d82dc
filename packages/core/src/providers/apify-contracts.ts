import { ConfigError } from '../domain/errors.js';

/** What Leadgen asks of Apify: a target's followers, a target's followings, or profile details. */
export type ActorJob = 'followers' | 'following' | 'profiles';

/** An actor's input and the most dataset items it is asked for (the run's `maxItems` cap). */
export interface ActorInput {
  input: Record<string, unknown>;
  maxItems: number;
}

/** A discovery as the actor is asked for it. */
export interface ConnectionsRequest {
  targets: readonly string[];
  type: 'followers' | 'following';
  max: number;
  /** Only for a contract that `needsSessionId`; never sent to one that does not. */
  sessionId: string | null;
}

/**
 * The published contract of an actor that lists a target's followers or followings: how its input
 * is built (`buildInput`) and where its items keep the account id (`idKeys`, the rest of an item
 * is the same for every actor: `parseDiscoveryItems`), each from the actor's own published schema
 * (cited where each contract is defined). Data, not parsers: the configuration reads contracts
 * without loading the item validation.
 */
/** The fields a follower actor's item may keep the account id under. */
export type ItemIdKey = 'id' | 'pk' | 'user_id';

export interface ConnectionsContract {
  kind: 'connections';
  /** The actor that publishes this input schema (also its default id). */
  id: string;
  types: readonly ('followers' | 'following')[];
  /** True when the actor logs in to Instagram with the user's `sessionid` cookie. */
  needsSessionId: boolean;
  buildInput(request: ConnectionsRequest): ActorInput;
  /** The item fields that may hold the account id, in order. */
  idKeys: readonly ItemIdKey[];
}

/** The published contract of an actor that looks up profiles by username (`matchProfiles`). */
export interface ProfilesContract {
  kind: 'profiles';
  id: string;
  needsSessionId: boolean;
  buildInput(usernames: readonly string[]): ActorInput;
}

export type ActorContract = ConnectionsContract | ProfilesContract;

/**
 * The datadoping followers/following actors take `{ usernames, max_count }`, both required,
 * `max_count` at least 50 and counted per username (the following actor publishes this schema;
 * the followers actor's is the same: reference/real-services.md, Apify Store pages checked
 * 2026-11). So a list of `max` over several targets asks each for its share (and a little more),
 * at least 50; the combined answer is deduplicated and trimmed to `max` by `parseDiscoveryItems`.
 */
const MIN_MAX_COUNT = 50;
/**
 * The actors return a little less than asked (a live run asked for 50 returned 48:
 * reference/real-services.md), so each target is asked for a tenth more than its share; the
 * extra results cost little (pay per result) and are trimmed away, unenriched and unpaid by the user.
 */
const OVER_ASK = 1.1;
function datadopingInput(request: ConnectionsRequest): ActorInput {
  const share = Math.ceil((request.max / request.targets.length) * OVER_ASK);
  const perTarget = Math.max(MIN_MAX_COUNT, share);
  return {
    input: { usernames: [...request.targets], max_count: perTarget },
    maxItems: perTarget * request.targets.length,
  };
}

// spec §7 (the original actor, aizen0/instagram-follower-following-scraper, since deprecated on
// the Store): `username` array, `max_items`, `scrape_type`, the `sessionid` cookie and US
// residential proxies. Kept for forks that take the same input.
const RESIDENTIAL_US = { useApifyProxy: true, apifyProxyGroups: ['RESIDENTIAL'], apifyProxyCountry: 'US' };

/**
 * datadoping's items: `username`, `full_name`, `id`, `is_private`, `is_verified`,
 * `profile_pic_url` (+ `following_of` on the following actor): reference/real-services.md, from
 * the actors' Store pages and public callers. The account id is under `id` only.
 */
const DATADOPING_ID_KEYS: readonly ItemIdKey[] = ['id'];

/**
 * aizen0's items (spec §7 discovery response): `username`, `full_name`, `user_id`, `is_private`,
 * `is_verified`, `profile_pic_url`; its forks in the wild name the id `pk` or `id` as well.
 */
const AIZEN0_ID_KEYS: readonly ItemIdKey[] = ['user_id', 'pk', 'id'];

/** Every actor contract Leadgen knows, by the id of the actor that publishes it. */
export const ACTOR_CONTRACTS: Readonly<Record<string, ActorContract>> = {
  'datadoping~instagram-followers-scraper': {
    kind: 'connections',
    id: 'datadoping~instagram-followers-scraper',
    types: ['followers'],
    needsSessionId: false,
    buildInput: datadopingInput,
    idKeys: DATADOPING_ID_KEYS,
  },
  'datadoping~instagram-following-scraper': {
    kind: 'connections',
    id: 'datadoping~instagram-following-scraper',
    types: ['following'],
    needsSessionId: false,
    buildInput: datadopingInput,
    idKeys: DATADOPING_ID_KEYS,
  },
  'aizen0~instagram-follower-following-scraper': {
    kind: 'connections',
    id: 'aizen0~instagram-follower-following-scraper',
    types: ['followers', 'following'],
    needsSessionId: true,
    buildInput: (request) => ({
      input: {
        username: [...request.targets],
        max_items: request.max,
        scrape_type: request.type,
        sessionid: request.sessionId ?? '',
        proxy: RESIDENTIAL_US,
      },
      maxItems: request.max,
    }),
    idKeys: AIZEN0_ID_KEYS,
  },
  // Apify's own profile scraper: `{ usernames }` (its Store page's input and output example).
  'apify~instagram-profile-scraper': {
    kind: 'profiles',
    id: 'apify~instagram-profile-scraper',
    needsSessionId: false,
    buildInput: (usernames) => ({ input: { usernames: [...usernames] }, maxItems: usernames.length }),
  },
};

/** The actor Leadgen runs for a job: its id, and the contract its input and output follow. */
export interface ActorChoice {
  id: string;
  contract: string;
}

/**
 * The chain of actors configured for each job, in the order they are tried
 * (`LEADGEN_APIFY_*_ACTORS`, or a chain of one from `LEADGEN_APIFY_*_ACTOR`): never empty.
 */
export type ActorChoices = Readonly<Record<ActorJob, readonly ActorChoice[]>>;

export const DEFAULT_ACTORS: ActorChoices = {
  followers: [
    {
      id: 'datadoping~instagram-followers-scraper',
      contract: 'datadoping~instagram-followers-scraper',
    },
  ],
  following: [
    {
      id: 'datadoping~instagram-following-scraper',
      contract: 'datadoping~instagram-following-scraper',
    },
  ],
  profiles: [{ id: 'apify~instagram-profile-scraper', contract: 'apify~instagram-profile-scraper' }],
};

/** `owner/name` as the API wants it in a path: `owner~name`. */
const canonicalId = (id: string) => id.trim().replace('/', '~');

const ACTOR_ID = /^[A-Za-z0-9._-]+~[A-Za-z0-9._-]+$/;

/** Whether `contract` can do `job`. */
function fits(contract: ActorContract, job: ActorJob): boolean {
  if (job === 'profiles') return contract.kind === 'profiles';
  return contract.kind === 'connections' && contract.types.includes(job);
}

/**
 * Reads a configured actor for `job`: a known actor id (`datadoping~instagram-followers-scraper`),
 * or another actor that takes the same input as a known one, written `<actor id>@<known id>`
 * (`acme~my-followers@datadoping~instagram-followers-scraper`). An unknown actor, or a contract
 * that cannot do the job, is a ConfigError naming the variable and the choices, so a front end
 * refuses to start instead of failing at the first run.
 *
 * @example
 * resolveActor('LEADGEN_APIFY_FOLLOWERS_ACTOR', 'acme/fork@datadoping~instagram-followers-scraper', 'followers')
 * // { id: 'acme~fork', contract: 'datadoping~instagram-followers-scraper' }
 */
export function resolveActor(variable: string, value: string, job: ActorJob): ActorChoice {
  const [rawId = '', rawContract] = value.split('@');
  const id = canonicalId(rawId);
  const contractId = canonicalId(rawContract ?? rawId);
  const fitting = Object.values(ACTOR_CONTRACTS)
    .filter((contract) => fits(contract, job))
    .map((contract) => contract.id);
  const choices = `Known ${job === 'profiles' ? 'profile' : job} actors: ${fitting.join(', ')}`;
  if (!ACTOR_ID.test(id)) {
    throw new ConfigError(`${variable} must be an Apify actor id such as ${fitting[0]}, got "${value}"`);
  }
  const contract = ACTOR_CONTRACTS[contractId];
  if (!contract) {
    const how =
      rawContract === undefined
        ? ` For another actor that takes the same input, write ${id}@<known id>.`
        : '';
    throw new ConfigError(`${variable}: Leadgen does not know the input of ${contractId}. ${choices}.${how}`);
  }
  if (!fits(contract, job)) {
    throw new ConfigError(`${variable}: ${contractId} cannot collect ${job}. ${choices}.`);
  }
  return { id, contract: contract.id };
}

/**
 * Reads a chain of actors for `job`, tried in order (issue 34): actors as `resolveActor` reads
 * them, separated by commas. An empty chain, or an actor named twice, is a ConfigError.
 *
 * @example
 * resolveChain('LEADGEN_APIFY_FOLLOWERS_ACTORS', 'datadoping~instagram-followers-scraper,aizen0~instagram-follower-following-scraper', 'followers')
 */
export function resolveChain(variable: string, value: string, job: ActorJob): ActorChoice[] {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) throw new ConfigError(`${variable} must name at least one Apify actor`);
  const chain = parts.map((part) => resolveActor(variable, part, job));
  const twice = chain.find((choice, index) => chain.findIndex((other) => other.id === choice.id) !== index);
  if (twice) throw new ConfigError(`${variable} names ${twice.id} twice`);
  return chain;
}

/** The contract of a resolved choice (resolved choices always name a known one). */
export function contractOf(choice: ActorChoice): ActorContract {
  const contract = ACTOR_CONTRACTS[choice.contract];
  if (!contract) throw new ConfigError(`Unknown Apify actor contract ${choice.contract}`);
  return contract;
}

/**
 * Whether a discovery of `type` needs the user's Instagram session id: when an actor of its chain
 * logs in to Instagram, since the chain may reach it (DESIGN.md §9: the default actors need none,
 * so users never hand their Instagram login to a third party). A resumed run that no longer holds
 * the session id skips such an actor.
 */
export function sessionIdRequired(actors: ActorChoices, type: 'followers' | 'following'): boolean {
  return actors[type].some((choice) => contractOf(choice).needsSessionId);
}
