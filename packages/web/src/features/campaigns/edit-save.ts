import { messages, parseSendRateLimit } from '@leadgen/core/domain';

/** The edit screen's settings as typed (spec §2 "Campaign Settings"). */
export interface CampaignSettingsForm {
  name: string;
  description: string;
  status: string;
  sendRateLimit: string;
  messageTemplate: string;
}

/** What Save Changes sends as PATCH /api/campaigns/:id, or why it may not be sent. */
export type SaveRequest =
  | {
      ok: true;
      body: {
        name: string;
        description: string;
        status: string;
        messageTemplate: string;
        sendRateLimit: number;
        selectedIds: string[];
        messages: Record<string, string>;
      };
    }
  | { ok: false; error: string };

/**
 * Save Changes' request (spec §4, §5): a non-blank name ('Please enter a campaign name'); name,
 * description and template trimmed; the send rate 1..100, blank or invalid 10; the whole
 * selection (the server adds the new and removes the deselected); and the messages edited here
 * of selected profiles that are not blank (others are not saved, and untouched ones are not
 * resent, which would mark an AI-written message as not processed).
 */
export function saveRequest(
  form: CampaignSettingsForm,
  selected: ReadonlySet<string>,
  edited: Readonly<Record<string, string>>,
): SaveRequest {
  const name = form.name.trim();
  if (name === '') return { ok: false, error: messages.enterCampaignName };
  const written = Object.entries(edited).filter(([id, text]) => selected.has(id) && text.trim() !== '');
  return {
    ok: true,
    body: {
      name,
      description: form.description.trim(),
      status: form.status,
      messageTemplate: form.messageTemplate.trim(),
      sendRateLimit: parseSendRateLimit(form.sendRateLimit),
      selectedIds: [...selected],
      messages: Object.fromEntries(written),
    },
  };
}
