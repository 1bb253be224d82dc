import { messages } from '@leadgen/core/domain';
import { useQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { creditOffersQuery } from '../../../lib/use-credit-offers';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { useDashboardToast } from '../dashboard-toast';

/** The credit packs the menu offers and the price of a profile (GET /api/credits/packs), once open. */
export function useCreditPacks(enabled: boolean) {
  return useQuery({ ...creditOffersQuery, enabled });
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
