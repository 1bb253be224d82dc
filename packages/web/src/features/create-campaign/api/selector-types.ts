import type { InferResponseType } from 'hono/client';
import type { api } from '../../../lib/api';

/** A profile of the selector as GET /api/profiles answers it: its list and `contacted`. */
export type SelectorRow = InferResponseType<typeof api.profiles.$get, 200>['profiles'][number];

/** One page of GET /api/profiles: rows, counts, the next offset and the matching set's insight. */
export type SelectorPage = InferResponseType<typeof api.profiles.$get, 200>;

/** A list as GET /api/lists answers it. */
export type CompletedList = InferResponseType<typeof api.lists.$get, 200>['lists'][number];
