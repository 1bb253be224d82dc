import { messages } from '@leadgen/core/domain';
import { useQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { useDashboardToast } from '../dashboard-toast';

/** The credit packs the menu offers (GET /api/credits/packs); they never change at run time. */
export function useCreditPacks(enabled: boolean) {
  return useQuery({
    queryKey: ['credit-packs'],
    queryFn: () => read(api.credits.packs.$get()),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/**
 * Buys a pack (spec §2 credits menu, §7 Payments): the server opens a checkout, the browser goes
 * there. Toasts 'Failed to start checkout. Please try again.' or 'No checkout URL received'.
 */
export function useBuyPack(assign: (url: string) => void = (url) => window.location.assign(url)) {
  const { fail } = useDashboardToast();
  return useSingleFlightMutation({
    mutationFn: (packId: string) => read(api.billing.checkout.$post({ json: { packId } })),
    onSuccess: ({ url }) => (url ? assign(url) : fail(messages.noCheckoutUrl)),
    onError: () => fail(messages.failedToStartCheckout),
  });
}
