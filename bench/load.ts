import { Agent, request } from "node:http";

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
};

/**
 * A closed-loop load: `concurrency` keep-alive connections each send the next request as soon
 * as the previous answers, for `seconds`. Latencies in milliseconds.
 */
export async function load(
  url: string,
  opts: { concurrency: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + opts.seconds * 1000;
  const target = new URL(url);

  const once = () =>
    new Promise<number>((resolve) => {
      const started = performance.now();
      const req = request(
        {
          agent,
          hostname: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers: opts.headers,
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode === 200 ? performance.now() - started : -1));
        },
      );
      req.on("error", () => resolve(-1));
      req.end();
    });

  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (performance.now() < deadline) {
        const ms = await once();
        if (ms < 0) errors++;
        else latencies.push(ms);
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const fmt = (n: number, digits = 2) => n.toFixed(digits);
