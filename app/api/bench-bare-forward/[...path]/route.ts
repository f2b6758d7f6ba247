import type { NextRequest } from "next/server";

/**
 * The floor `bench/bff-latency.ts` measures the console's hop against: a route handler that
 * only forwards a GET to the platform's public API with one fixed key. It exists only while
 * BENCH_BARE_FORWARD_KEY is set, which nothing but the bench sets; otherwise every request is a
 * 404, so a deployment never serves a route that acts without a session.
 */
export async function GET(
  req: NextRequest,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const key = process.env.BENCH_BARE_FORWARD_KEY;
  const base = process.env.OUTREACH_API_BASE_URL;
  if (!key || !base) return Response.json({ detail: "Not found." }, { status: 404 });
  const { path } = await params;
  // Plain segments only, so the fixed key never reaches past the public API.
  if (!path.every((segment) => /^[\w-]+$/.test(segment))) {
    return Response.json({ detail: "Not found." }, { status: 404 });
  }
  const upstream = await fetch(`${base}/api/v1/public/${path.join("/")}${req.nextUrl.search}`, {
    headers: { "x-api-key": key },
  });
  return new Response(await upstream.arrayBuffer(), {
    status: upstream.status,
    headers: { "content-type": upstream.headers.get("content-type") ?? "application/json" },
  });
}
