import { useState } from 'react';

/**
 * A form submission: `run` is called with the form's work; its error's message (the server's,
 * per spec §2 "the backend's message in a red box") lands in `error`.
 */
export function useSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setError(null);
    setPending(true);
    try {
      await work();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  };
  return { error, setError, pending, run };
}
