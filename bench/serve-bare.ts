import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { PGlite } from "@electric-sql/pglite";
import { fillPlaceholders, getTableColumns } from "drizzle-orm";
import type postgres from "postgres";
import { keyByHash } from "../platform/auth/key-lookup";
import { apiKeys, workspaces } from "../platform/auth/tables";
import { openDatabase } from "../platform/db/client";
import { pageOfLists } from "../platform/leads/lead-lists";
import { leadLists } from "../platform/leads/tables";
import { seedDemo } from "../platform/seed/demo";

/**
 * The floor for GET /api/v1/public/lead-lists: a bare node:http handler that runs the
 * platform's SQL (the key with its workspace and creator, then the page of lists with its
 * total; the same statement text, taken from the platform's prepared queries) through the
 * same driver, makes the same checks in plain code and writes the same JSON. No router, no
 * validation library, no rate limiter. Prints `ready <port> <key>`.
 *   DATABASE_URL=… (else an in-memory PGlite seeded like bench/serve-platform.ts)
 */
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const key = `sk_live_${"b".repeat(32)}`;
await seedDemo(database.db, { password: "bench", prospects: 100, consoleKey: key });

type Run = (text: string, params: unknown[]) => Promise<unknown[][]>;
const client = (database.db as unknown as { $client: unknown }).$client;
const run: Run =
  database.kind === "postgres"
    ? (text, params) =>
        (client as postgres.Sql)
          .unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true })
          .values() as Promise<unknown[][]>
    : async (text, params) =>
        (await (client as PGlite).query<unknown[]>(text, params, { rowMode: "array" })).rows;

const keyQuery = keyByHash(database.db).getQuery();
const listQuery = pageOfLists(database.db).getQuery();
const keyColumns = Object.keys(getTableColumns(apiKeys));
const workspaceColumns = Object.keys(getTableColumns(workspaces));
const listColumns = Object.keys(getTableColumns(leadLists));
const at = (columns: string[], name: string) => columns.indexOf(name);
const K = {
  hash: at(keyColumns, "hash"),
  revokedAt: at(keyColumns, "revokedAt"),
  expiresAt: at(keyColumns, "expiresAt"),
  scopes: at(keyColumns, "scopes"),
  creatorMemberId: at(keyColumns, "creatorMemberId"),
};
const W = {
  id: keyColumns.length + at(workspaceColumns, "id"),
  deletedAt: keyColumns.length + at(workspaceColumns, "deletedAt"),
  billingStatus: keyColumns.length + at(workspaceColumns, "billingStatus"),
  planApiAccess: keyColumns.length + at(workspaceColumns, "planApiAccess"),
};
const creatorStatus = keyColumns.length + workspaceColumns.length + 2;
const L = {
  id: at(listColumns, "id"),
  name: at(listColumns, "name"),
  description: at(listColumns, "description"),
  leadCount: at(listColumns, "leadCount"),
  createdAt: at(listColumns, "createdAt"),
  total: listColumns.length,
};
const iso = (v: unknown) => `${new Date(v as string).toISOString().slice(0, 19)}Z`;
const past = (v: unknown) => v !== null && new Date(v as string).getTime() <= Date.now();
const fail = (res: import("node:http").ServerResponse, status: number) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ detail: "refused" }));
};

const server = createServer(async (req, res) => {
  const presented = req.headers["x-api-key"];
  if (typeof presented !== "string") return fail(res, 401);
  const hash = createHash("sha256").update(presented).digest("hex");
  const [row] = await run(keyQuery.sql, fillPlaceholders(keyQuery.params, { hash }));
  if (!row || row[K.hash] !== hash) return fail(res, 401);
  if (past(row[K.revokedAt]) || past(row[K.expiresAt])) return fail(res, 401);
  if (row[W.deletedAt] !== null) return fail(res, 410);
  if (row[W.billingStatus] !== "active") return fail(res, 402);
  if (row[W.planApiAccess] !== true) return fail(res, 403);
  if (row[K.creatorMemberId] !== null && row[creatorStatus] !== "active") return fail(res, 403);
  const scopes = row[K.scopes] as string[] | null;
  if (scopes && !scopes.some((s) => s === "read" || s === "all" || s === "*")) {
    return fail(res, 403);
  }
  const page = 1;
  const perPage = 25;
  const rows = await run(
    listQuery.sql,
    fillPlaceholders(listQuery.params, {
      workspaceId: row[W.id],
      limit: perPage,
      offset: (page - 1) * perPage,
    }),
  );
  const body = JSON.stringify({
    items: rows.map((r) => ({
      id: r[L.id],
      name: r[L.name],
      description: r[L.description],
      lead_count: r[L.leadCount],
      created_at: iso(r[L.createdAt]),
    })),
    total: rows.length > 0 ? Number(rows[0]![L.total]) : 0,
    page,
    per_page: perPage,
  });
  res.writeHead(200, { "content-type": "application/json" });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`ready ${typeof address === "object" && address ? address.port : 0} ${key}`);
});
process.on("SIGINT", () => process.exit(0));
