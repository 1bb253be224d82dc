import { estimateCustomCost, messages } from '@leadgen/core/domain';
import { useState } from 'react';
import { useStartCustom } from '../api/use-start-run';
import { ConfigSummary } from '../components/ConfigSummary';
import { CustomForm, type CustomFormValues } from '../components/CustomForm';
import { InlineBanner } from '../components/InlineBanner';
import { RunPageLayout } from '../components/RunPageLayout';
import { RunPanel } from '../components/RunPanel';
import { useRunFlow } from '../use-run-flow';

/**
 * /custom-campaign (spec §2 Custom campaign): usernames typed or imported from a CSV, an
 * optional session id and Launch; then the same progress and results as a discovery run.
 */
export default function CustomCampaignRoute() {
  const [values, setValues] = useState<CustomFormValues>({ usernames: [], sessionId: '' });
  const flow = useRunFlow(messages.failedToCreateCustomCampaign);
  const start = useStartCustom();
  const count = values.usernames.length;

  const submit = () => {
    flow.dismissBanner();
    const sessionId = values.sessionId.trim();
    start.mutate(
      { usernames: values.usernames, ...(sessionId && { sessionId }) },
      { onSuccess: flow.started, onError: flow.refused },
    );
  };

  return (
    <RunPageLayout title="Custom Campaign">
      <InlineBanner message={flow.banner} onDismiss={flow.dismissBanner} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {flow.jobId ? (
          <RunPanel
            key={flow.jobId}
            jobId={flow.jobId}
            kind="custom"
            onFailed={flow.failed}
            onCompleted={flow.completed}
            onNewRun={flow.reset}
          />
        ) : (
          <CustomForm values={values} onChange={setValues} onSubmit={submit} pending={start.isPending} />
        )}
        <ConfigSummary
          profiles={count}
          estimate={estimateCustomCost(count)}
          rows={[
            { label: 'Type', value: 'Custom list' },
            { label: 'Usernames', value: count.toLocaleString('en-US') },
            { label: 'Session ID', value: values.sessionId.trim() ? 'Provided' : 'Not needed' },
          ]}
        />
      </div>
    </RunPageLayout>
  );
}
