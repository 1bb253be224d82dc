import { messages } from '@leadgen/core/domain';
import { useSessionIdRequired } from '../../../lib/use-public-config';
import { useTabDraft } from '../../../lib/use-tab-draft';
import { useRunEstimate } from '../api/use-run-estimate';
import { useFollowedRun } from '../api/use-run-job';
import { useStartDiscovery } from '../api/use-start-run';
import { ConfigSummary } from '../components/ConfigSummary';
import { DiscoveryForm } from '../components/DiscoveryForm';
import { RunPageLayout } from '../components/RunPageLayout';
import {
  discoveryEstimateBody,
  discoveryRequest,
  initialDiscoveryForm,
  maxProfilesOf,
  validTargets,
} from '../discovery-targets';
import { useRunFlow } from '../use-run-flow';

/**
 * /new-campaign (spec §2 Search-by-target): the discovery form beside its configuration and
 * live estimate (the server's, counting the people already known, once the form settles); once
 * started, the run's progress and then its first profiles. The session id is asked for only
 * when the server's actor for the search type logs in to Instagram (DESIGN.md §9), and not
 * before the server has said so: the field never flashes in and out. The run is in the URL
 * (`?job=<id>`): a refresh shows its progress and what it was asked for; once done, what it
 * charged. Starting one while another run is going asks first (use-run-flow.ts).
 */
export default function NewCampaignRoute() {
  // kept for the tab, so Back from the run finds the form as typed; the session id never is
  const [form, setForm] = useTabDraft(
    'new-campaign',
    initialDiscoveryForm,
    ({ sessionId: _, ...kept }) => kept,
  );
  const flow = useRunFlow(messages.failedToCreateCampaignRetry);
  const start = useStartDiscovery();
  const sessionIdRequired = useSessionIdRequired().data;
  const askSessionId = sessionIdRequired?.[form.searchType] ?? false;
  const maxProfiles = maxProfilesOf(form);
  const targets = validTargets(form.targets);
  const started = flow.jobId !== null;
  const estimateBody = discoveryEstimateBody(form);
  const serverEstimate = useRunEstimate(estimateBody && { kind: 'discover', body: estimateBody }, !started);
  const followed = useFollowedRun(flow.urlJobId);
  // the card describes the run being followed (after a refresh the form is empty), else the form
  const shown =
    started && followed.request?.kind === 'discover'
      ? {
          targets: followed.request.target_accounts,
          type: followed.request.search_type,
          maxProfiles: followed.request.max_profiles,
        }
      : { targets, type: form.searchType, maxProfiles };

  const submit = () => {
    const request = discoveryRequest(form, sessionIdRequired);
    if (!request.ok) return flow.refused(request.message);
    flow.dismissBanner();
    void flow.startChecked(() =>
      start.mutate(request.body, {
        onSuccess: (answer) => flow.started(answer, askSessionId),
        onError: flow.refused,
      }),
    );
  };
  const change = (next: typeof form) => {
    setForm(next);
    flow.inputChanged();
  };

  return (
    <RunPageLayout
      title="New Campaign"
      kind="discover"
      flow={flow}
      form={
        <DiscoveryForm
          form={form}
          askSessionId={askSessionId}
          onChange={change}
          onSubmit={submit}
          pending={start.isPending}
        />
      }
      summary={
        <ConfigSummary
          started={started}
          result={started ? followed.result : null}
          profiles={shown.maxProfiles}
          serverEstimate={serverEstimate}
          rows={[
            {
              label: 'Targets',
              value: shown.targets.length > 0 ? shown.targets.map((t) => `@${t}`).join(', ') : '—',
            },
            { label: 'Search type', value: shown.type === 'followers' ? 'Followers' : 'Following' },
            { label: 'Max profiles', value: shown.maxProfiles.toLocaleString('en-US') },
            ...(askSessionId && !started
              ? [{ label: 'Session ID', value: form.sessionId.trim() ? 'Provided' : 'Missing' }]
              : []),
          ]}
        />
      }
    />
  );
}
