import {
  createCampaignFromList,
  createCampaignFromSelection,
  generateTemplate,
  getCampaign,
  resolveIdPrefix,
  resolveIdPrefixes,
  selectorProfiles,
  type Writer,
} from '@leadgen/core';
import { messages, remoteMessages, terminalSafe, ValidationError } from '@leadgen/core/domain';
import { type CampaignJson, campaignJson, lintJson } from '@leadgen/core/wire';
import type { Command } from 'commander';
import { type Io, json } from '../io.js';
import { CAMPAIGN_SAVED_SHAPE, jsonHelp } from '../json-shapes.js';
import { remoteApi } from '../remote/backend.js';
import { wholeId } from '../remote/whole-id.js';
import { withRuntime } from '../runtime.js';
import { type Session, withSession } from '../session.js';
import {
  hasSelectorOnlyFlags,
  literalTemplate,
  type SelectorOptions,
  selectorFilter,
  selectorFlags,
  type TemplateOptions,
  templateFlags,
} from './campaigns-options.js';
import { type LintJson, NO_LINT, printLintWarnings } from './lint-output.js';
import { collect } from './lists-output.js';
import { type ReviewFilterOptions, reviewFilter, reviewFilterFlags } from './review-filter.js';

const CAMPAIGN_JSON = jsonHelp(CAMPAIGN_SAVED_SHAPE, 'cost in credits');
interface CreateOptions extends SelectorOptions, ReviewFilterOptions, TemplateOptions {
  name?: string;
  description?: string;
  fromList?: string;
  all?: boolean;
  profile?: string[];
  json?: boolean;
}

/**
 * Which profiles of the list a `--from-list` campaign takes: every one (--all), those passing
 * the lead review's filters, or the --profile ids; never the whole list by default, as the
 * filters just used with `profiles ls` would be easy to forget.
 */
function fromListChoice(options: CreateOptions): { filter?: Record<string, string>; profileIds?: string[] } {
  const filter = reviewFilter(options);
  const { all, profile } = options;
  if (all && (filter || profile)) {
    throw new ValidationError(messages.campaignFromListAllAlone);
  }
  if (!all && !filter && !profile) throw new ValidationError(messages.campaignFromListNeedsSelection);
  return { ...(filter ? { filter } : {}), ...(profile ? { profileIds: profile } : {}) };
}

/**
 * Runs `fn` with a writer when the AI must write the template (--ai-template: providers, the
 * sandbox in demo mode), else with the store only.
 */
export function withTemplateWriter<T>(
  io: Io,
  options: TemplateOptions,
  fn: (session: Session, writer: Writer | null) => Promise<T>,
): Promise<T> {
  if (options.aiTemplate === undefined) return withSession(io, (session) => fn(session, null));
  return withRuntime(io, (runtime) => fn(runtime, runtime.providers.writer));
}

/** The template the flags give: literal, from a file, AI-written, or undefined for none. */
export async function resolveTemplate(
  io: Io,
  session: Session,
  writer: Writer | null,
  options: TemplateOptions,
  campaignId?: string,
): Promise<string | undefined> {
  const literal = await literalTemplate(io, options);
  if (literal !== undefined || writer === null) return literal;
  const context = options.aiTemplate ?? '';
  return generateTemplate({ store: session.store, writer }, session.user.id, { context, campaignId });
}

/** A new campaign as `campaigns create` prints it, made here or on a server, its template's warnings on stderr. */
function printCreated(io: Io, campaign: CampaignJson, notice: string, lint: LintJson, asJson: boolean): void {
  io.stdout(
    asJson
      ? json({ ...campaign, lint })
      : `${notice} ${campaign.id} "${terminalSafe(campaign.name)}" with ${campaign.profile_count} profiles\n`,
  );
  printLintWarnings(io, lint);
}

/** `leadgen campaigns create`: a draft from a list, or from the profile selector across lists. */
export function campaignsCreateCommand(campaigns: Command, io: Io): void {
  const create = campaigns
    .command('create')
    .description('create a draft campaign from a completed list (--from-list) or from selector flags')
    .option('--name <name>', 'campaign name (required with selector flags; defaults to the list name)')
    .option('--description <text>', 'description')
    .option(
      '--from-list <id>',
      'profiles of this completed list: --all, or those passing the `profiles ls` filters, or --profile ids',
    )
    .option('--all', 'every profile: of the list with --from-list, else of every completed list')
    .option('--profile <id>', 'with --from-list: only these profiles (repeatable)', collect)
    .option('--json', CAMPAIGN_JSON);
  templateFlags(create);
  selectorFlags(create);
  reviewFilterFlags(create, { withFollowers: false });
  create
    .addHelpText(
      'after',
      '\nExamples:\n  leadgen campaigns create --from-list <list-id> --all --template "Hi {First Name}!"\n' +
        '  leadgen campaigns create --from-list <list-id> --bio-contains coach --min-followers 1000 --name Coaches\n' +
        '  leadgen campaigns create --name Coaches --include-keyword coach --min-followers 1000 ' +
        '--exclude-contacted --ai-template "online fitness coaches"',
    )
    .action(async (options: CreateOptions) => {
      const fromList = options.fromList !== undefined && !hasSelectorOnlyFlags(options);
      // checked before anything is opened or written (an AI template costs a call)
      const choice = fromList ? fromListChoice(options) : undefined;
      if (!fromList && reviewFilter({ ...options, minFollowers: undefined, maxFollowers: undefined })) {
        throw new ValidationError(messages.listFiltersNeedList);
      }
      // never every profile of every list by default: that is asked for with --all
      if (
        !fromList &&
        !options.all &&
        !hasSelectorOnlyFlags(options) &&
        !options.minFollowers &&
        !options.maxFollowers
      ) {
        throw new ValidationError(messages.campaignNeedsSelection);
      }
      const api = remoteApi(io);
      if (api) {
        // the server makes it from the list with the same core service
        if (!fromList || !choice || options.fromList === undefined)
          throw new ValidationError(remoteMessages.selectorNotRemote);
        if (options.aiTemplate !== undefined) throw new ValidationError(remoteMessages.aiTemplateNotRemote);
        const { campaign, message, lint } = await api.json<{
          campaign: CampaignJson;
          message: string;
          lint?: LintJson;
        }>('POST', '/campaigns', {
          body: {
            fromListId: wholeId(options.fromList),
            name: options.name,
            description: options.description,
            messageTemplate: await literalTemplate(io, options),
            filters: choice.filter,
            profileIds: choice.profileIds?.map(wholeId),
          },
        });
        return printCreated(io, campaign, message, lint ?? NO_LINT, options.json === true);
      }
      await withTemplateWriter(io, options, async (session, writer) => {
        const { store, user } = session;
        const template = await resolveTemplate(io, session, writer, options);
        const base = { description: options.description, template };
        const fromListId =
          options.fromList === undefined
            ? undefined
            : await resolveIdPrefix({ store }, user.id, 'list', options.fromList);
        let created: Awaited<ReturnType<typeof createCampaignFromList>>;
        if (fromListId !== undefined && choice) {
          const profileIds =
            choice.profileIds &&
            (await resolveIdPrefixes({ store }, user.id, 'profile', choice.profileIds, {
              listId: fromListId,
            }));
          created = await createCampaignFromList({ store }, user.id, fromListId, {
            ...base,
            ...choice,
            ...(profileIds ? { profileIds } : {}),
            name: options.name,
          });
        } else {
          const list = options.list && (await resolveIdPrefixes({ store }, user.id, 'list', options.list));
          const filters = selectorFilter({ ...options, list }, fromListId);
          const { profiles } = await selectorProfiles({ store }, user.id, { filter: filters });
          created = await createCampaignFromSelection({ store }, user.id, {
            ...base,
            name: options.name ?? '',
            filters,
            profileIds: profiles.map((profile) => profile.id),
          });
        }
        const { campaign, notice, lint } = created;
        printCreated(
          io,
          campaignJson(await getCampaign({ store }, user.id, campaign.id)),
          notice,
          lintJson(lint),
          options.json === true,
        );
      });
    });
}
