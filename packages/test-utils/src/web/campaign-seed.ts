import { act } from '@testing-library/react';
import type {
  CampaignDetail,
  CampaignOverview,
  CampaignProfilesPage,
  CandidateRow,
} from '../../../web/src/features/campaigns/api/campaign-types';
import { completedList, openDashboard, type Seeder } from './open-dashboard';

type Opened = Awaited<ReturnType<typeof openDashboard>>;

/** A list of `max` natgeo followers and a campaign of `pick` of them (all when not given). */
export async function seedCampaign(
  seeder: Seeder,
  { max = 6, pick, template }: { max?: number; pick?: number; template?: string } = {},
) {
  const { server, me } = seeder;
  // a new account's free credits pay for about 60 profiles: a bigger list gets a top-up
  if (max > 50) {
    await server.store.ledger.grant(me.id, {
      millicredits: max * 1000,
      reason: 'test top-up',
      ref: `test:${me.id}:${max}`,
    });
  }
  const { listId } = await completedList(server, me, { target: 'natgeo', max });
  const listed = (await (
    await server.call('GET', `/api/profiles?lists=${listId}&limit=1000`, undefined, me)
  ).json()) as { profiles: CandidateRow[] };
  const body =
    pick === undefined
      ? { fromListId: listId, name: 'Spring outreach', messageTemplate: template }
      : {
          name: 'Spring outreach',
          profileIds: listed.profiles.slice(0, pick).map((p) => p.id),
          messageTemplate: template,
        };
  const res = await server.call('POST', '/api/campaigns', body, me);
  if (res.status !== 201) throw new Error(`campaign refused: ${res.status} ${await res.text()}`);
  const { campaign } = (await res.json()) as { campaign: { id: string } };
  return { listId, campaignId: campaign.id, candidates: listed.profiles };
}

/** Reads a campaign back through the API as its owner, with every one of its profiles. */
export async function readCampaign(opened: Opened, id: string): Promise<CampaignDetail> {
  const get = async <T>(path: string) =>
    (await (await opened.app.server.call('GET', path, undefined, opened.me)).json()) as T;
  const { campaign } = await get<{ campaign: CampaignOverview }>(`/api/campaigns/${id}`);
  const { profiles } = await get<CampaignProfilesPage>(`/api/campaigns/${id}/profiles?limit=1000`);
  return { ...campaign, profiles };
}

/** Signs a user up, seeds a campaign and opens `path(campaignId)`. */
export async function openWithCampaign(
  path: (campaignId: string) => string,
  options: Parameters<typeof seedCampaign>[1] = {},
) {
  let seeded: Awaited<ReturnType<typeof seedCampaign>> | undefined;
  const opened = await openDashboard({
    path: '/landing',
    seed: async (seeder) => {
      seeded = await seedCampaign(seeder, options);
    },
  });
  if (!seeded) throw new Error('not seeded');
  const { campaignId } = seeded;
  await act(() => opened.app.router.navigate(path(campaignId)));
  return { opened, ...seeded };
}
