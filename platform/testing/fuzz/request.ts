import type { FuzzCase, PathValue } from "./cases";
import type { Operation } from "./document";
import type { SentRequest } from "./oracle";
import { type FuzzTarget, PUBLIC, pick } from "./target";

/** Turns a fuzz case into the request sent (URL, headers, body) and what the oracle judges. */

function choosePathIds(target: FuzzTarget, op: Operation, values: Record<string, PathValue>) {
  const names = op.params.filter((p) => p.in === "path").map((p) => p.name);
  const first = Object.values(values)[0];
  const n = first && "pool" in first ? first.pool : 0;
  const group = target.groups.filter((g) => names.every((name) => name in g));
  const chosen: Record<string, { raw: string; decoded: string }> = {};
  for (const name of names) {
    const value = values[name]!;
    if ("literal" in value) {
      chosen[name] = { raw: value.literal, decoded: tryDecode(value.literal) };
      continue;
    }
    const fromGroup = group.length > 0 && n % 2 === 0 ? group[n % group.length]![name] : undefined;
    const pool = target.pools.get(name) ?? ["unknown"];
    const id = fromGroup ?? pick(pool, value.pool);
    chosen[name] = { raw: encodeURIComponent(id), decoded: id };
  }
  return chosen;
}

function tryDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Percent-encodes as UTF-8; a lone surrogate cannot travel in a URL and becomes U+FFFD. */
function encodeQueryPart(value: string): string {
  return [...new TextEncoder().encode(value)]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

const asSent = (value: string) =>
  value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    "\uFFFD",
  );

export type Built = { url: string; init: RequestInit; sent: SentRequest; describe: string };

export function build(target: FuzzTarget, op: Operation, c: FuzzCase): Built {
  const ids = choosePathIds(target, op, c.path);
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name]?.raw ?? "x");
  const query =
    c.rawQuery ?? c.query.map(([k, v]) => `${encodeQueryPart(k)}=${encodeQueryPart(v)}`).join("&");
  const url = `${PUBLIC}${path}${query ? `?${query}` : ""}`;
  const key = { admin: target.key, "read-only": target.readKey, invalid: "sk_live_nope", none: "" }[
    c.credentials
  ];
  const headers: Record<string, string> = { ...(key ? { "x-api-key": key } : {}), ...c.headers };
  let body: string | undefined;
  let contentType: string | undefined;
  if (c.body && "json" in c.body) {
    body = JSON.stringify(c.body.json);
    contentType = "application/json";
  } else if (c.body) {
    body = c.body.raw;
    contentType = c.body.contentType ?? "application/json";
  }
  if (body !== undefined && contentType !== undefined) headers["content-type"] = contentType;
  const sent: SentRequest = {
    path: Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, v.decoded])),
    // As the server receives it: a lone surrogate arrives as U+FFFD (encodeQueryPart).
    query: c.rawQuery === undefined ? c.query.map(([k, v]) => [asSent(k), asSent(v)]) : undefined,
    headers: c.headers,
    contentType,
    body,
  };
  const shown = (s: string) => (s.length > 2000 ? `${s.slice(0, 2000)}…(${s.length} chars)` : s);
  const extra = Object.entries(c.headers)
    .map(([k, v]) => ` -H '${k}: ${shown(v)}'`)
    .join("");
  const describe = `${op.method} ${shown(url)}${extra}${body === undefined ? "" : ` -H 'content-type: ${contentType}' -d '${shown(body)}'`}`;
  return { url, init: { method: op.method, headers, body }, sent, describe };
}
