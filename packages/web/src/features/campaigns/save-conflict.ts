import { groupedCount } from '../../lib/count-format';
import type { SettingsFields } from './edit-save';

/** The campaign as the server holds it now, as far as a conflict shows it. */
export interface CurrentCampaign {
  name: string;
  description: string | null;
  status: string;
  message_template: string | null;
  send_rate_limit: number;
  profile_count: number;
}

const quoted = (text: string | null) => (text ? `“${text}”` : 'empty');

/**
 * What another tab or window changed since this screen loaded or last saved (issue 31), in
 * words: each setting that differs, and the number of profiles when it differs.
 */
export function changedElsewhere(
  saved: { settings: SettingsFields; members: ReadonlySet<string> },
  current: CurrentCampaign,
): string[] {
  const lines: string[] = [];
  if (current.name !== saved.settings.name) lines.push(`Name is now ${quoted(current.name)}`);
  if ((current.description ?? '') !== saved.settings.description)
    lines.push(`Description is now ${quoted(current.description)}`);
  if (current.status !== saved.settings.status) lines.push(`Status is now ${current.status}`);
  if (current.send_rate_limit !== saved.settings.sendRateLimit)
    lines.push(`Send rate is now ${current.send_rate_limit} per hour`);
  if ((current.message_template ?? '') !== saved.settings.messageTemplate)
    lines.push('The message template changed');
  if (current.profile_count !== saved.members.size) {
    lines.push(
      `It now holds ${groupedCount(current.profile_count)} ${current.profile_count === 1 ? 'profile' : 'profiles'} (${groupedCount(saved.members.size)} in this window)`,
    );
  }
  return lines;
}
