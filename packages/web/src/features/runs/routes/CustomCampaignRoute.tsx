import { messages } from '@leadgen/core/domain';
import { useTabDraft } from '../../../lib/use-tab-draft';
import { useRunEstimate } from '../api/use-run-estimate';
import { useFollowedRun } from '../api/use-run-job';
import { type CustomBody, useStartCustom } from '../api/use-start-run';
import { ConfigSummary } from '../components/ConfigSummary';
import { CustomForm, type CustomFormValues } from '../components/CustomForm';
import { RunPageLayout } from '../components/RunPageLayout';
import { useRunFlow } from '../use-run-flow';

/**
 * /custom-campaign (spec §2 Custom campaign): usernames typed or imported from a CSV and Launch;
 * then the same progress and results as a discovery run. The spec's optional session id is not
 * asked for: the profile actor never logs in to Instagram, so it would never be used (DESIGN.md §9).
 * Like /new-campaign, the run is in the URL (`?job=<id>`) and a second run while one is going
 * asks first.
 */
export default function CustomCampaignRoute() {
  // kept for the tab, so Back from the run finds the usernames as pasted
  const [values, setValues] = useTabDraft<CustomFormValues>(
    'custom-campaign',
    () => ({ usernames: [], refresh: false }),
    (kept) => kept,
  );
  const flow = useRunFlow(messages.failedToCreateCustomCampaign);
  const start = useStartCustom();
  const count = values.usernames.length;
  const started = flow.jobId !== null;
  const body: CustomBody = {
    usernames: values.usernames,
    ...(values.refresh && { refresh: true as const }),
  };
  const serverEstimate = useRunEstimate(count > 0 ? { kind: 'custom', body } : null, !started);
  const followed = useFollowedRun(flow.urlJobId);
  const shownCount = started && followed.request?.kind === 'custom' ? followed.request.username_count : count;

  const submit = () => {
    flow.dismissBanner();
    void flow.startChecked(() =>
      start.mutate(body, { onSuccess: (answer) => flow.started(answer), onError: flow.refused }),
    );
  };
  const change = (next: CustomFormValues) => {
    setValues(next);
    flow.inputChanged();
  };

  return (
    <RunPageLayout
      title="Custom Campaign"
      kind="custom"
      flow={flow}
      form={<CustomForm values={values} onChange={change} onSubmit={submit} pending={start.isPending} />}
      summary={
        <ConfigSummary
          started={started}
          result={started ? followed.result : null}
          profiles={shownCount}
          serverEstimate={serverEstimate}
          rows={[
            { label: 'Type', value: 'Custom list' },
            { label: 'Usernames', value: shownCount.toLocaleString('en-US') },
          ]}
        />
      }
    />
  );
}
