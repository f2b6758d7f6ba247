import { bareForward } from "@/lib/server/bench-bare-forward";

/**
 * Only for bench/bff-latency.ts: served by the bench's own build (`BENCH_BUILD=1`, see
 * next.config.ts), never the shipped one, and even there a 404 unless the bench set
 * BENCH_BARE_FORWARD_KEY.
 */
export async function GET(req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return bareForward(req, (await params).path);
}
