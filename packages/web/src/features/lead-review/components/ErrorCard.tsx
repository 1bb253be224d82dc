import { messages } from '@leadgen/core/domain';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';

/** spec §2, §8: a load error shows 'Error Loading Campaign', the reason and 'Back to Dashboard'. */
export function ErrorCard({ reason }: { reason: string }) {
  const navigate = useNavigate();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <section
        role="alert"
        aria-labelledby="lead-review-error"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
      >
        <h1 id="lead-review-error" className="text-lg font-semibold text-slate-900">
          {messages.errorLoadingCampaign}
        </h1>
        <p className="mt-2 text-sm text-slate-600">{reason}</p>
        <Button className="mt-5" onClick={() => navigate('/dashboard?tab=lists')}>
          {messages.backToDashboard}
        </Button>
      </section>
    </main>
  );
}
