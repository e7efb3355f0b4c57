// The part of autocannon 9's programmatic API that bench/api.ts uses (the package ships no types).
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    [percentile: string]: number;
  };
  export type Result = {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    throughput: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    title?: string;
    timeout?: number;
  };
  function autocannon(options: Options): Promise<Result> & { stop(): void };
  export default autocannon;
}
