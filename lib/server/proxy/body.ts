const MAX_BODY_BYTES = 1024 * 1024;

export type BodyRead = { ok: true; body: ArrayBuffer | undefined } | { ok: false };

/**
 * Reads a request body up to `maxBytes`, refusing early on a larger Content-Length and
 * stopping the stream as soon as the limit is passed (a chunked body has no length).
 */
export async function readCappedBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyRead> {
  const method = req.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || !req.body) return { ok: true, body: undefined };
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false };

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false };
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, body: body.buffer };
}
