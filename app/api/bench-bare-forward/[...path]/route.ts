import { bareForward } from "@/lib/server/bench-bare-forward";

/** Only for bench/bff-latency.ts; a 404 unless the bench set BENCH_BARE_FORWARD_KEY. */
export async function GET(req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return bareForward(req, (await params).path);
}
