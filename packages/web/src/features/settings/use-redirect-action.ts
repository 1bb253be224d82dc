import { useToast } from '../../components/toasts';
import { failureMessage } from '../../lib/api';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { SETTINGS_TOAST_MS } from './settings-toast';

/**
 * A button that asks the server for a payment page (checkout or portal, spec §7 Payments) and
 * sends the browser there; a failure is a toast with the server's message or `fallback`.
 */
export function useRedirectAction<T = void>(start: (input: T) => Promise<{ url: string }>, fallback: string) {
  const toast = useToast();
  return useSingleFlightMutation({
    mutationFn: start,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toast(failureMessage(error, fallback), { tone: 'error', durationMs: SETTINGS_TOAST_MS }),
  });
}
