import { type ExpressionBuilder, type ExpressionWrapper, type SqlBool, sql } from 'kysely';
import type { CampaignProfile } from '../domain/campaign.js';
import type { OutreachStatus } from '../domain/outreach-status.js';
import type { Profile } from '../domain/profile.js';
import { recountCampaigns } from './campaign-counters.js';
import { linkMembers, ownsCampaign } from './campaign-links.js';
import { decodeCursor, encodeCursor, type ProfileCursor } from './cursor.js';
import { sweepDeletedLists } from './deleted-lists.js';
import { chunks, clampLimit, type Executor, inTransaction, type StoreDeps } from './executor.js';
import { toBool, toProfile } from './rows.js';
import type { Database } from './schema.js';
import { visibleProfile } from './visible-profile.js';

const BATCH = 500;
const PAGE_MAX = 1000;
/** Rows per keyset page of a streamed export. */
const STREAM_PAGE = 500;

/** A page of a campaign's profiles; pass `nextCursor` back as `cursor` for the next one. */
export interface CampaignProfilePage {
  profiles: CampaignProfile[];
  nextCursor: string | null;
}

/**
 * The view screen's search (spec §2): a case-insensitive substring of the username, the full
 * name or the message; blank keeps everyone. `lower()` is Unicode-aware on SQLite too (open-store.ts).
 */
function memberSearch(
  eb: ExpressionBuilder<Database, 'profiles'>,
  search: string | null | undefined,
): ExpressionWrapper<Database, 'profiles', SqlBool> {
  const needle = search?.trim().toLowerCase();
  if (!needle) return eb.and([]);
  const contains = (column: 'profiles.username' | 'profiles.full_name' | 'campaign_profiles.message') =>
    sql<SqlBool>`coalesce(instr(lower(${sql.ref(column)}), ${needle}), 0) > 0`;
  return eb.or([
    contains('profiles.username'),
    contains('profiles.full_name'),
    contains('campaign_profiles.message'),
  ]);
}

/** Members after `after` in followers-descending order (missing counts last, then by id). */
function afterMember(
  eb: ExpressionBuilder<Database, 'profiles'>,
  { followers, id }: ProfileCursor,
): ExpressionWrapper<Database, 'profiles', SqlBool> {
  if (followers === null) {
    return eb.and([eb('profiles.followers_count', 'is', null), eb('profiles.id', '>', id)]);
  }
  return eb.or([
    eb('profiles.followers_count', '<', followers),
    eb.and([eb('profiles.followers_count', '=', followers), eb('profiles.id', '>', id)]),
    eb('profiles.followers_count', 'is', null),
  ]);
}

type Flags = 'is_verified' | 'is_private' | 'is_business_account' | 'message_processed';

/** A member row as read (flags are 0/1 on SQLite) to the shape campaign screens use. */
const toCampaignProfile = (
  row: Omit<CampaignProfile, Flags | 'outreach_status'> &
    Record<Flags, unknown> & { outreach_status: string },
): CampaignProfile => ({
  ...row,
  outreach_status: row.outreach_status as OutreachStatus,
  is_verified: toBool(row.is_verified),
  is_private: toBool(row.is_private),
  is_business_account: toBool(row.is_business_account),
  message_processed: toBool(row.message_processed),
});

/** A campaign's members (spec §7 "campaign_profiles"), scoped to `userId`. */
export function campaignMembersRepository(db: Executor, deps: StoreDeps) {
  const touch = () => deps.now().toISOString();

  /** Recounts members after a change so `profile_count` never drifts. */
  const recount = (trx: Executor, campaignId: string) => recountCampaigns(trx, [campaignId], touch());

  /** The user's campaign's visible members, unordered and unselected. */
  const members = (userId: string, campaignId: string) =>
    db
      .selectFrom('campaign_profiles')
      .innerJoin('campaigns', 'campaigns.id', 'campaign_profiles.campaign_id')
      .innerJoin('profiles', 'profiles.id', 'campaign_profiles.profile_id')
      .innerJoin('search_lists', 'search_lists.id', 'profiles.search_list_id')
      .where('campaign_profiles.campaign_id', '=', campaignId)
      .where('campaigns.user_id', '=', userId)
      .where(visibleProfile());

  /** The user's campaign's members with the fields campaign screens read, unordered. */
  const membersQuery = (userId: string, campaignId: string) =>
    members(userId, campaignId).select([
      'profiles.id',
      'profiles.person_id',
      'profiles.username',
      'profiles.full_name',
      'profiles.followers_count',
      'profiles.following_count',
      'profiles.posts_count',
      'profiles.biography',
      'profiles.is_verified',
      'profiles.is_private',
      'profiles.is_business_account',
      'profiles.profile_pic_url',
      'campaign_profiles.message',
      'campaign_profiles.message_processed',
      'campaign_profiles.message_version',
      'profiles.search_list_id',
      'search_lists.name as search_list_name',
      'campaign_profiles.outreach_status',
    ]);

  return {
    /**
     * Every profile of the campaign with the fields campaign screens read (spec §7
     * campaign_profiles), followers descending (missing counts last): the edit screen, CLI, TUI.
     */
    async profiles(userId: string, campaignId: string): Promise<CampaignProfile[]> {
      const rows = await membersQuery(userId, campaignId)
        .orderBy(sql`profiles.followers_count desc nulls last`)
        .orderBy('profiles.id')
        .execute();
      return rows.map(toCampaignProfile);
    },

    /**
     * One page of the campaign's profiles in `profiles()` order, those matching `search` only
     * (the view screen's search), with keyset paging so page 50 costs what page 1 costs.
     */
    async profilesPage(
      userId: string,
      campaignId: string,
      options: {
        search?: string | null;
        status?: OutreachStatus | null;
        limit?: number;
        cursor?: string | null;
      } = {},
    ): Promise<CampaignProfilePage> {
      const limit = clampLimit(options.limit, 100, PAGE_MAX);
      const after = options.cursor ? decodeCursor(options.cursor) : null;
      const rows = await membersQuery(userId, campaignId)
        .where((eb) => memberSearch(eb, options.search))
        .$if(!!options.status, (q) =>
          q.where('campaign_profiles.outreach_status', '=', options.status as string),
        )
        .$if(after !== null, (q) => q.where((eb) => afterMember(eb, after as ProfileCursor)))
        .orderBy(sql`profiles.followers_count desc nulls last`)
        .orderBy('profiles.id')
        .limit(limit + 1)
        .execute();
      const profiles = rows.slice(0, limit).map(toCampaignProfile);
      const last = profiles.at(-1);
      const nextCursor =
        rows.length > limit && last ? encodeCursor({ followers: last.followers_count, id: last.id }) : null;
      return { profiles, nextCursor };
    },

    /**
     * Yields the campaign's members as full profile rows in `profiles()` order (followers
     * descending), a keyset page at a time, never holding the campaign in memory: the CSV export,
     * which reads the same columns as a list's (spec §9).
     */
    async *stream(userId: string, campaignId: string): AsyncIterable<Profile> {
      let after: ProfileCursor | null = null;
      do {
        const rows = await members(userId, campaignId)
          .selectAll('profiles')
          .select([
            'campaign_profiles.message as campaign_message',
            'campaign_profiles.message_processed as campaign_message_processed',
          ])
          .$if(after !== null, (q) => q.where((eb) => afterMember(eb, after as ProfileCursor)))
          .orderBy(sql`profiles.followers_count desc nulls last`)
          .orderBy('profiles.id')
          .limit(STREAM_PAGE)
          .execute();
        yield* rows.map(({ campaign_message, campaign_message_processed, ...row }) =>
          toProfile({ ...row, message: campaign_message, message_processed: campaign_message_processed }),
        );
        const last = rows.at(-1);
        after = rows.length === STREAM_PAGE && last ? { followers: last.followers_count, id: last.id } : null;
      } while (after);
    },

    /** How many of the campaign's profiles match `search` (all of them without one). */
    /**
     * How many visible profiles the campaign holds: those matching `search` when given, and
     * with `written` only those with a message.
     */
    async countProfiles(
      userId: string,
      campaignId: string,
      search?: string | null,
      options: { written?: boolean; status?: OutreachStatus | null } = {},
    ): Promise<number> {
      const row = await db
        .selectFrom('campaign_profiles')
        .innerJoin('campaigns', 'campaigns.id', 'campaign_profiles.campaign_id')
        .innerJoin('profiles', 'profiles.id', 'campaign_profiles.profile_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('campaign_profiles.campaign_id', '=', campaignId)
        .where('campaigns.user_id', '=', userId)
        .where(visibleProfile())
        .where((eb) => memberSearch(eb, search))
        .$if(options.written === true, (q) => q.where('campaign_profiles.message', 'is not', null))
        .$if(!!options.status, (q) =>
          q.where('campaign_profiles.outreach_status', '=', options.status as string),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Adds the user's own profiles to a campaign; false if the campaign is not the user's. */
    async addProfiles(userId: string, campaignId: string, profileIds: readonly string[]): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        if (!(await ownsCampaign(trx, userId, campaignId))) return false;
        await linkMembers(trx, userId, campaignId, profileIds);
        await recount(trx, campaignId);
        return true;
      });
    },

    /** Removes profiles from a campaign (spec §7 "delete by campaign_id and profile_id in a list"). */
    async removeProfiles(
      userId: string,
      campaignId: string,
      profileIds: readonly string[],
    ): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        if (!(await ownsCampaign(trx, userId, campaignId))) return false;
        // by person: any of the person's rows stands for them (the selector shows one per person)
        for (const batch of chunks(profileIds, BATCH)) {
          await trx
            .deleteFrom('campaign_profiles')
            .where('campaign_id', '=', campaignId)
            .where((eb) =>
              eb.or([
                eb('profile_id', 'in', batch),
                eb(
                  'person_id',
                  'in',
                  eb
                    .selectFrom('profiles')
                    .select('profiles.person_id')
                    .where('profiles.user_id', '=', userId)
                    .where('profiles.id', 'in', batch)
                    .where('profiles.person_id', 'is not', null),
                ),
              ]),
            )
            .execute();
        }
        await recount(trx, campaignId);
        await sweepDeletedLists(trx, userId);
        return true;
      });
    },
  };
}

export type CampaignMembersRepository = ReturnType<typeof campaignMembersRepository>;
