/** What remote mode needs of `fetch`: the global one, or a test's in-process app. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;
