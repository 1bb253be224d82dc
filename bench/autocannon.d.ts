// The part of autocannon's API the api benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    /** Each request's path may be rewritten before it is sent (filters varying per request). */
    requests?: { setupRequest?: (request: { path: string }) => { path: string } }[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
