/**
 * `@leadgen/core/domain`: the pure, browser-safe part of core (no I/O, no Node APIs): rules,
 * names, costs, filters, templates, CSV, job statuses, run steps, personalisation pacing, the AI
 * context and the message catalogue. Web imports only this; CLI and TUI take these rules from here too.
 */

export type { ContextSource, TargetingList } from './ai-context.js';
export { aiContext, campaignContext } from './ai-context.js';
export { apiMessages } from './api-messages.js';
export type { Campaign, CampaignListSummary, CampaignProfile } from './campaign.js';
export { MAX_IDS_PER_SAVE } from './campaign.js';
export type { CampaignListAction, CampaignStatus } from './campaign-status.js';
export {
  assertListTransition,
  CAMPAIGN_BADGE_COLORS,
  CAMPAIGN_STATUSES,
  campaignListAction,
  DEFAULT_CAMPAIGN_STATUS,
  parseCampaignStatus,
  parseSendRateLimit,
  SEND_RATE_DEFAULT,
  SEND_RATE_MAX,
  SEND_RATE_MIN,
} from './campaign-status.js';
export { cliMessages } from './cli-messages.js';
export type { ActorDelivery, CompletenessReason, TargetCompleteness, TargetOutcome } from './completeness.js';
export {
  COMPLETE_SHARE,
  COMPLETENESS_REASONS,
  completenessLine,
  completenessReason,
  completenessReasonText,
} from './completeness.js';
export { counted } from './counted.js';
export {
  balanceNote,
  chargeForProfiles,
  creditsForProfiles,
  creditsToMillicredits,
  estimateCustomCost,
  estimateDiscoveryCost,
  formatCreditAmount,
  formatCredits,
  formatEstimate,
  MILLICREDITS_PER_CREDIT,
  millicreditsOf,
  millicreditsToCredits,
  PROFILE_COST,
  profilesCovered,
  profilesCoveredAt,
  SIGNUP_GRANT,
} from './credits.js';
export type { ExportProfile, UsernameCsvFile } from './csv.js';
export { csvFileName, csvLine, EXPORT_COLUMNS, exportRow, MAX_CSV_BYTES, neutralizeFormula } from './csv.js';
export type { SearchableCampaign, SearchableList } from './dashboard-search.js';
export { searchCampaigns, searchLists } from './dashboard-search.js';
export type { ErrorCode, StorageProblem } from './errors.js';
export {
  ConfigError,
  DatabaseMissingError,
  DatabaseOpenError,
  ERROR_CODES,
  hasErrorCode,
  InsufficientCreditsError,
  LeadgenError,
  NotFoundError,
  ProviderError,
  RateLimitedError,
  StaleVersionError,
  StorageError,
  ValidationError,
} from './errors.js';
export type {
  CountField,
  EmptyCount,
  FilterClause,
  FilterRow,
  FlagName,
  TextField,
} from './filter-clauses.js';
export { clauseMatcher, FLAGS, foldText, inRange, setClauses, TEXT_FIELDS } from './filter-clauses.js';
export { dashboardGreeting, greetingName } from './greeting.js';
export { MIN_ID_PREFIX } from './id-prefix.js';
export { type JobOutcome, jobOutcome } from './job-outcome.js';
export type { EndedJobStatus, JobStatus } from './job-status.js';
export { ENDED_JOB_STATUSES, isJobEnded, JOB_STATUSES } from './job-status.js';
export { addTag, normalizeKeywords, removeLastTag } from './keyword-tags.js';
export type { LeadReviewFilter, LeadReviewProfile } from './lead-review-filter.js';
export {
  isLeadReviewFilterEmpty,
  leadReviewClauses,
  leadReviewMatcher,
  matchesLeadReviewFilter,
  normalizeLeadReviewFilter,
} from './lead-review-filter.js';
export type {
  LeadReviewOrder,
  LeadReviewSort,
  LeadReviewSortKey,
  LeadReviewSortProfile,
  SortDirection,
} from './lead-review-sort.js';
export {
  compareLeadReviewRows,
  DEFAULT_LEAD_REVIEW_SORT,
  firstDirection,
  isDefaultLeadReviewSort,
  LEAD_REVIEW_ORDERS,
  LEAD_REVIEW_SORT_KEYS,
  leadReviewSortValue,
  normalizeLeadReviewSort,
} from './lead-review-sort.js';
export { lintMessages } from './lint-messages.js';
export type { DiscoverySearchType } from './list-name.js';
export { customListName, displayListName, listName, renameList } from './list-name.js';
export type { ListStatus, ListStatusColor } from './list-status.js';
export {
  LIST_STATUS_COLORS,
  LIST_STATUSES,
  listAllowsActions,
  listProgress,
  listStatusColor,
} from './list-status.js';
export { clockText, type LocalTime, localTime } from './local-time.js';
export {
  clampMaxProfiles,
  DEFAULT_MAX_PROFILES,
  DEFAULT_SCRAPE_LIMIT,
  MAX_MAX_PROFILES,
  MIN_MAX_PROFILES,
  parseMaxProfiles,
  scrapeLimit,
} from './max-profiles.js';
export type { LintIssue, LintResult, LintRule, SendTarget, SentText } from './message-lint.js';
export {
  ALL_CAPS_MIN_LETTERS,
  ALL_CAPS_SHARE,
  DUPLICATE_WINDOW_MS,
  emptyLint,
  findLinks,
  isAllCaps,
  LINT_RULES,
  lintLeadMessage,
  lintSend,
  lintTemplate,
  MAX_FIRST_MESSAGE_WORDS,
  NEAR_DUPLICATE_SIMILARITY,
  wordCount,
} from './message-lint.js';
export type { Messages } from './messages.js';
export { messages } from './messages.js';
export {
  SETTINGS_INDUSTRIES,
  SETTINGS_REFERRAL_SOURCES,
  SIGNUP_INDUSTRIES,
  SIGNUP_REFERRAL_SOURCES,
} from './option-lists.js';
export { outreachMessages } from './outreach-messages.js';
export type { NextSend, OutreachPace, PaceHold, SentSoFar, WorkingHours } from './outreach-pace.js';
export {
  BLOCK_EFFECT_MS,
  blockWindow,
  capAt,
  DEFAULT_DAILY_CAP,
  formatWorkingHours,
  inHours,
  MAX_DAILY_CAP,
  nextLocalMinute,
  nextSend,
  PaceHeldError,
  parseDailyCap,
  parseTimeZone,
  parseWorkingHours,
  recoveringCap,
} from './outreach-pace.js';
export type { OutreachStatus } from './outreach-status.js';
export {
  counterDeltas,
  isContacted,
  isOutreachStatus,
  isResponse,
  OUTREACH_STATUSES,
  replyRate,
} from './outreach-status.js';
export type { PaceAllowance, PaceFactor, PaceHealth } from './pace-health.js';
export { paceAllowances, paceHealth } from './pace-health.js';
export { paceMessages } from './pace-messages.js';
export { PERSONALIZE_CONCURRENCY, PERSONALIZE_PAUSE_MS } from './personalization-pacing.js';
export type { PersonalizationTone } from './personalization-summary.js';
export { personalizationSummary, personalizationTone } from './personalization-summary.js';
export { plainText, terminalSafe } from './plain-text.js';
export type { CreditPack, CreditPackId, Plan, PricingPlan } from './plans.js';
export {
  CREDIT_PACKS,
  DEFAULT_PACK_ID,
  findCreditPack,
  PRICING_PLANS,
  PRO_PLAN,
  planBadge,
  planOf,
} from './plans.js';
export type { ConnectionType, EnrichmentStatus, Profile, ProfileDetails } from './profile.js';
export { CUSTOM_ID_PREFIX, CUSTOM_SOURCE } from './profile.js';
export type { FollowerBand, InsightProfile, ProfileInsight } from './profile-insight.js';
export { FOLLOWER_BANDS, profileInsight, sharePercent } from './profile-insight.js';
export { remoteMessages } from './remote-messages.js';
export type { RunResult } from './run-result.js';
export type { RunKind, RunStep } from './run-steps.js';
export { CUSTOM_STEPS, DISCOVERY_STEPS, RUN_STEPS } from './run-steps.js';
export type { SearchList, SearchType } from './search-list.js';
export type { SelectorFilter, SelectorProfile } from './selector-filter.js';
export {
  emptySelectorFilter,
  matchesSelectorFilter,
  normalizeSelectorFilter,
  selectorClauses,
  selectorMatcher,
} from './selector-filter.js';
export { SELECTOR_PAGE_MAX, SELECTOR_PAGE_SIZE } from './selector-page-size.js';
export { serviceMessages } from './service-messages.js';
export { storageMessages } from './storage-messages.js';
export type { MessageLead, TemplateProfile, TemplateVariable } from './template.js';
export {
  assertKnownPlaceholders,
  hasTemplate,
  insertVariable,
  messageToSend,
  placeholderTokens,
  renderTemplate,
  TEMPLATE_VARIABLES,
  unknownPlaceholders,
} from './template.js';
export {
  type ComparedText,
  compared,
  nameWords,
  normalizeForCompare,
  textSimilarity,
  trigramBag,
  trigramCount,
} from './text-similarity.js';
export { padToWidth, textWidth, truncateToWidth } from './text-width.js';
export type { User, UserProfileFields } from './user.js';
export { splitPastedUsernames } from './username-paste.js';
export {
  instagramProfileUrl,
  isValidUsername,
  MAX_CUSTOM_USERNAMES,
  MAX_TARGETS,
  normalizeUsername,
  parseCustomUsernames,
  parseSessionId,
  parseTargets,
  parseUsername,
  USERNAME_PATTERN,
} from './usernames.js';
export { assignLabels, MAX_VARIANTS, nextVariantLabel, TEMPLATE_VARIANT } from './variant-assignment.js';
export { variantMessages } from './variant-messages.js';
export type { VariantCounts, VariantStats, WinnerSuggestion } from './variant-stats.js';
export {
  erfc,
  formatPValue,
  MIN_SENDS_PER_VARIANT,
  normalCdf,
  SIGNIFICANCE,
  suggestWinner,
  twoProportionPValue,
  variantStats,
  wilsonInterval,
} from './variant-stats.js';
export type { WarmupRamp, WarmupSettings } from './warmup.js';
export {
  DEFAULT_WARMUP,
  MAX_WARMUP_DAYS,
  MIN_WARMUP_DAYS,
  parseWarmupDays,
  parseWarmupEnabled,
  parseWarmupStart,
  warmupAt,
} from './warmup.js';
export type { Watch } from './watch.js';
export {
  formatWatchEvery,
  MAX_WATCH_EVERY_SECONDS,
  MIN_WATCH_EVERY_SECONDS,
  parseWatchEvery,
} from './watch.js';
export type { WebhookEventType } from './webhook-events.js';
export { isWebhookEventType, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from './webhook-events.js';
export { toWholeNumber } from './whole-number.js';
