import { readFile } from 'node:fs/promises';
import { ValidationError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { collect } from './lists-output.js';

/** The template flags `create` and `edit` share. */
export interface TemplateOptions {
  template?: string;
  templateFile?: string;
  aiTemplate?: string;
}

/** The selector flags of `campaigns create` (spec §3 "Filter object"). */
export interface SelectorOptions {
  list?: string[];
  minFollowers?: string;
  maxFollowers?: string;
  includeKeyword?: string[];
  excludeKeyword?: string[];
  verified?: boolean;
  business?: boolean;
  hasPicture?: boolean;
  search?: string;
  excludeContacted?: boolean;
}

/** Adds --template, --template-file and --ai-template. */
export function templateFlags(command: Command): Command {
  return command
    .option('--template <text>', 'message template ({Full Name}, {First Name}, {Username})')
    .option('--template-file <file>', 'read the template from a file (`-` is stdin)')
    .option(
      '--ai-template <context>',
      'have the AI write the template for this context (e.g. "yoga studios")',
    );
}

/** Adds the profile selector's flags. */
export function selectorFlags(command: Command): Command {
  return command
    .option('--list <id>', 'only profiles of this completed list (repeatable)', collect)
    .option('--min-followers <n>', 'at least n followers (a missing count counts as 0)')
    .option('--max-followers <n>', 'at most n followers')
    .option('--include-keyword <word>', 'bio, name or username has one of these (repeatable)', collect)
    .option('--exclude-keyword <word>', 'bio, name or username has none of these (repeatable)', collect)
    .option('--verified', 'verified profiles only')
    .option('--business', 'business accounts only')
    .option('--has-picture', 'profiles with a profile picture only')
    .option('--search <text>', 'username, full name or bio contains this text')
    .option('--exclude-contacted', 'skip usernames already in another campaign');
}

/** The selector filter object from the flags (checked by core's normalizeSelectorFilter). */
export function selectorFilter(options: SelectorOptions, extraList?: string) {
  return {
    selectedLists: [...(options.list ?? []), ...(extraList ? [extraList] : [])],
    minFollowers: options.minFollowers ?? null,
    maxFollowers: options.maxFollowers ?? null,
    includeKeywords: options.includeKeyword ?? [],
    excludeKeywords: options.excludeKeyword ?? [],
    isVerified: options.verified === true,
    hasBusinessAccount: options.business === true,
    hasProfilePicture: options.hasPicture === true,
    searchQuery: options.search ?? '',
    excludeContacted: options.excludeContacted === true,
  };
}

/** The selector flags other than --list and the follower counts (which the lead review has too). */
const SELECTOR_ONLY_KEYS = [
  'includeKeyword',
  'excludeKeyword',
  'verified',
  'business',
  'hasPicture',
  'search',
  'excludeContacted',
] as const;

/** True when --list or a selector flag the lead review does not have is set. */
export function hasSelectorOnlyFlags(options: SelectorOptions): boolean {
  if (options.list?.length) return true;
  return SELECTOR_ONLY_KEYS.some((key) => {
    const value = options[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });
}

/**
 * The literal template from --template or --template-file (undefined when neither is given);
 * giving more than one template flag is a ValidationError.
 */
export async function literalTemplate(io: Io, options: TemplateOptions): Promise<string | undefined> {
  const given = [options.template, options.templateFile, options.aiTemplate].filter((v) => v !== undefined);
  if (given.length > 1) {
    throw new ValidationError('Give only one of --template, --template-file and --ai-template');
  }
  if (options.template !== undefined) return options.template;
  if (options.templateFile === undefined) return undefined;
  if (options.templateFile === '-') return io.readStdin();
  try {
    return await readFile(options.templateFile, 'utf8');
  } catch {
    throw new ValidationError(`Cannot read the template file ${options.templateFile}`);
  }
}
