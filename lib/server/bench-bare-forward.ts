/**
 * The floor `bench/bff-latency.ts` measures the console's hop against: a route handler that
 * only forwards a GET to the platform's public API with one fixed key. It exists only while
 * BENCH_BARE_FORWARD_KEY is set, which nothing but the bench sets; otherwise every request is a
 * 404, so a deployment never serves a route that acts without a session.
 */
export async function bareForward(
  req: Request,
  path: readonly string[],
  env: Record<string, string | undefined> = process.env,
): Promise<Response> {
  const key = env.BENCH_BARE_FORWARD_KEY;
  const base = env.OUTREACH_API_BASE_URL;
  // Plain segments only, so the fixed key never reaches past the public API.
  if (!key || !base || !path.every((segment) => /^[\w-]+$/.test(segment))) {
    return Response.json({ detail: "Not found." }, { status: 404 });
  }
  const upstream = await fetch(
    `${base}/api/v1/public/${path.join("/")}${new URL(req.url).search}`,
    {
      headers: { "x-api-key": key },
    },
  );
  return new Response(await upstream.arrayBuffer(), {
    status: upstream.status,
    headers: { "content-type": upstream.headers.get("content-type") ?? "application/json" },
  });
}
