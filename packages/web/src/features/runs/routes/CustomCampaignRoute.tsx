import { estimateCustomCost, messages } from '@leadgen/core/domain';
import { useState } from 'react';
import { useRunEstimate } from '../api/use-run-estimate';
import { type CustomBody, useStartCustom } from '../api/use-start-run';
import { ConfigSummary } from '../components/ConfigSummary';
import { CustomForm, type CustomFormValues } from '../components/CustomForm';
import { RunPageLayout } from '../components/RunPageLayout';
import { useRunFlow } from '../use-run-flow';

/**
 * /custom-campaign (spec §2 Custom campaign): usernames typed or imported from a CSV and Launch;
 * then the same progress and results as a discovery run. The spec's optional session id is not
 * asked for: the profile actor never logs in to Instagram, so it would never be used (DESIGN.md §9).
 */
export default function CustomCampaignRoute() {
  const [values, setValues] = useState<CustomFormValues>({ usernames: [], refresh: false });
  const flow = useRunFlow(messages.failedToCreateCustomCampaign);
  const start = useStartCustom();
  const count = values.usernames.length;
  const started = flow.jobId !== null;
  const body: CustomBody = {
    usernames: values.usernames,
    ...(values.refresh && { refresh: true as const }),
  };
  const serverEstimate = useRunEstimate(count > 0 ? { kind: 'custom', body } : null, !started);

  const submit = () => {
    flow.dismissBanner();
    start.mutate(body, { onSuccess: (answer) => flow.started(answer), onError: flow.refused });
  };

  return (
    <RunPageLayout
      title="Custom Campaign"
      kind="custom"
      flow={flow}
      form={<CustomForm values={values} onChange={setValues} onSubmit={submit} pending={start.isPending} />}
      summary={
        <ConfigSummary
          started={started}
          profiles={count}
          estimate={estimateCustomCost(count)}
          serverEstimate={serverEstimate}
          rows={[
            { label: 'Type', value: 'Custom list' },
            { label: 'Usernames', value: count.toLocaleString('en-US') },
          ]}
        />
      }
    />
  );
}
