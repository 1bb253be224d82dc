import { CONTACTED, RESPONDED } from './contacted.js';
import type { Executor } from './executor.js';

/**
 * Sets each campaign's `profile_count`, 'messages sent' and 'responses' to what its members say
 * now, in the caller's transaction: after its members change, here or because their rows were
 * deleted from their list.
 */
export async function recountCampaigns(
  trx: Executor,
  campaignIds: readonly string[],
  at: string,
): Promise<void> {
  for (const campaignId of campaignIds) {
    const row = await trx
      .selectFrom('campaign_profiles')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>('outreach_status').filterWhere('outreach_status', 'in', CONTACTED).as('sent'),
        eb.fn
          .count<number>('outreach_status')
          .filterWhere('outreach_status', 'in', RESPONDED)
          .as('responses'),
      ])
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('campaigns')
      .set((eb) => ({
        // its members changed: a save started before this is stale (migration 0013)
        version: eb('version', '+', 1),
        profile_count: Number(row.n),
        messages_sent: Number(row.sent),
        responses_received: Number(row.responses),
        updated_at: at,
      }))
      .where('id', '=', campaignId)
      .execute();
  }
}
