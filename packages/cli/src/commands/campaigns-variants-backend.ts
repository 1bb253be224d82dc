import { addVariant, listVariants, pickWinner, removeVariant, resolveIdPrefix } from '@leadgen/core';
import { campaignVariantsJson, lintJson, variantJson } from '@leadgen/core/wire';
import type { Io } from '../io.js';
import type { ApiClient } from '../remote/api-client.js';
import { withBackend } from '../remote/backend.js';
import { wholeId } from '../remote/whole-id.js';
import type { Session } from '../session.js';
import type { LintJson } from './lint-output.js';

export type CampaignVariantsJson = ReturnType<typeof campaignVariantsJson>;
export type VariantJson = ReturnType<typeof variantJson>;

/**
 * What `leadgen campaigns variants` needs, in the API's wire shapes (issue 35): the same
 * commands print from it whether the campaign is in a local database or on a server.
 */
export interface VariantsBackend {
  resolve(id: string): Promise<string>;
  list(campaignId: string): Promise<CampaignVariantsJson>;
  add(
    campaignId: string,
    template: string | undefined,
  ): Promise<{ variant: VariantJson; notice: string; lint: LintJson }>;
  remove(campaignId: string, label: string): Promise<{ unassigned: number; notice: string }>;
  pick(campaignId: string, label: string): Promise<{ moved: number; notice: string; warning: string | null }>;
}

/** The variants of a local database's campaigns. */
export function localVariants({ store, user }: Session): VariantsBackend {
  return {
    resolve: (id) => resolveIdPrefix({ store }, user.id, 'campaign', id),
    list: async (campaignId) => campaignVariantsJson(await listVariants({ store }, user.id, campaignId)),
    add: async (campaignId, template) => {
      const { variant, notice, lint } = await addVariant({ store }, user.id, campaignId, { template });
      return { variant: variantJson(variant), notice, lint: lintJson(lint) };
    },
    remove: (campaignId, label) => removeVariant({ store }, user.id, campaignId, label),
    pick: (campaignId, label) => pickWinner({ store }, user.id, campaignId, label),
  };
}

/** The variants of a server's campaigns, through its /api/v1 (packages/server/src/routes/campaign-variants.ts). */
export function remoteVariants(api: ApiClient): VariantsBackend {
  const path = (campaignId: string, label?: string) =>
    `/campaigns/${campaignId}/variants${label === undefined ? '' : `/${encodeURIComponent(label)}`}`;
  return {
    resolve: async (id) => wholeId(id),
    list: (campaignId) => api.json<CampaignVariantsJson>('GET', path(campaignId)),
    add: async (campaignId, template) => {
      const answer = await api.json<{ variant: VariantJson; message: string; lint: LintJson }>(
        'POST',
        path(campaignId),
        { body: { messageTemplate: template } },
      );
      return { variant: answer.variant, notice: answer.message, lint: answer.lint };
    },
    remove: async (campaignId, label) => {
      const answer = await api.json<{ unassigned: number; message: string }>(
        'DELETE',
        path(campaignId, label),
      );
      return { unassigned: answer.unassigned, notice: answer.message };
    },
    pick: async (campaignId, label) => {
      const answer = await api.json<{ moved: number; message: string; warning: string | null }>(
        'POST',
        `${path(campaignId, label)}/pick`,
      );
      return { moved: answer.moved, notice: answer.message, warning: answer.warning };
    },
  };
}

/** Runs `fn` on the variants of the local database, or of the server in remote mode. */
export const withVariants = <T>(io: Io, fn: (backend: VariantsBackend) => Promise<T>) =>
  withBackend(io, { local: localVariants, remote: remoteVariants }, fn);
