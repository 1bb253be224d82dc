import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type LeadReviewParams, readLeadReviewParams, writeLeadReviewParams } from './lead-review-params';

/**
 * The lead review's filters, order and view as its address holds them, so a reload, Back and a
 * shared link show the same rows. `update` writes a part of them: as a new history entry, or in
 * place with `replace` (typing in the filters, which would otherwise fill the history).
 */
export function useLeadReviewParams(): [
  LeadReviewParams,
  (patch: Partial<LeadReviewParams>, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readLeadReviewParams(params), [params]);
  // react-router's setter changes with every address; `update` stays the same function, so an
  // effect that writes with it runs for its own reasons only
  const latest = useRef(setParams);
  latest.current = setParams;
  const update = useCallback(
    (patch: Partial<LeadReviewParams>, options: { replace?: boolean } = {}) =>
      latest.current((current) => writeLeadReviewParams(current, patch), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [],
  );
  return [state, update];
}
