import { estimateCustomCost, messages } from '@leadgen/core/domain';
import { useState } from 'react';
import { useStartCustom } from '../api/use-start-run';
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
  const [values, setValues] = useState<CustomFormValues>({ usernames: [] });
  const flow = useRunFlow(messages.failedToCreateCustomCampaign);
  const start = useStartCustom();
  const count = values.usernames.length;

  const submit = () => {
    flow.dismissBanner();
    start.mutate(
      { usernames: values.usernames },
      { onSuccess: (answer) => flow.started(answer), onError: flow.refused },
    );
  };

  return (
    <RunPageLayout
      title="Custom Campaign"
      kind="custom"
      flow={flow}
      form={<CustomForm values={values} onChange={setValues} onSubmit={submit} pending={start.isPending} />}
      summary={
        <ConfigSummary
          started={flow.jobId !== null}
          profiles={count}
          estimate={estimateCustomCost(count)}
          rows={[
            { label: 'Type', value: 'Custom list' },
            { label: 'Usernames', value: count.toLocaleString('en-US') },
          ]}
        />
      }
    />
  );
}
