import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, failureMessage, type ReadAnswer, read } from '../../../lib/api';
import { campaignKey } from './campaign-types';

/** The query key of a campaign's variants. */
export const variantsKey = (id: string) => [...campaignKey(id), 'variants'] as const;

const listVariants = (id: string) => api.campaigns[':id'].variants.$get({ param: { id } });

/** A campaign's variants with their stats and the suggestion (GET /api/campaigns/:id/variants). */
export type CampaignVariantsAnswer = ReadAnswer<Awaited<ReturnType<typeof listVariants>>>;
export type VariantRow = CampaignVariantsAnswer['variants'][number];

/** The variants of a campaign (issue 36): each one's sent, replied, rate and interval, and the winner. */
export function useVariants(id: string) {
  return useQuery({ queryKey: variantsKey(id), queryFn: () => read(listVariants(id)), retry: false });
}

/** What the variant actions tell the user. */
export interface VariantToast {
  ok(text: string): void;
  fail(text: string): void;
  info(text: string): void;
}

/**
 * Adding (a copy of A without text), changing, removing and picking a variant, each answered
 * with the server's notice (a refusal with its message); the list is read again after each.
 */
export function useVariantActions(id: string, toast: VariantToast) {
  const client = useQueryClient();
  const settle = {
    onError: (error: unknown) => toast.fail(failureMessage(error, 'Could not change the variants')),
    onSettled: () => client.invalidateQueries({ queryKey: variantsKey(id) }),
  };
  const variant = api.campaigns[':id'].variants;
  const add = useMutation({
    mutationFn: (messageTemplate?: string) =>
      read(variant.$post({ param: { id }, json: { messageTemplate } })),
    onSuccess: (answer) => toast.ok(answer.message ?? ''),
    ...settle,
  });
  const update = useMutation({
    mutationFn: ({ label, messageTemplate }: { label: string; messageTemplate: string }) =>
      read(variant[':label'].$put({ param: { id, label }, json: { messageTemplate } })),
    onSuccess: (answer) => toast.ok(answer.message ?? ''),
    ...settle,
  });
  const remove = useMutation({
    mutationFn: (label: string) => read(variant[':label'].$delete({ param: { id, label } })),
    onSuccess: (answer) => toast.ok(answer.message ?? ''),
    ...settle,
  });
  const pick = useMutation({
    mutationFn: (label: string) => read(variant[':label'].pick.$post({ param: { id, label } })),
    onSuccess: (answer) => {
      toast.ok(answer.message ?? '');
      if (answer.warning) toast.info(answer.warning);
    },
    ...settle,
  });
  return { add, update, remove, pick };
}
