import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page ships: every <script src> of its HTML as served, in bytes and
 * gzipped. The prospecting page and a webhook endpoint's page with its delivery charts
 * (signed in, from the running console) against a minimal
 * Next.js page (one <p>, no client code) built here with the same Next.js and React, so both
 * come from the same toolchain in the same session. Needs `npm start` running (after
 * `next build`); the baseline app is built in a temporary folder on each run.
 *   npm start                                  # in another terminal
 *   npx tsx bench/page-js.ts                   # PORT, SEED_PASSWORD if not the defaults
 *   npx tsx bench/page-js.ts /api-keys /members /lead-lists /lead-lists/{first}   # more pages
 * A `{first}` in a lead-list path stands for the workspace's newest list.
 */
const consoleUrl = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const BASELINE_PORT = Number(process.env.BASELINE_PORT ?? 3999);
const repo = resolve(import.meta.dirname, "..");
const nextBin = join(repo, "node_modules", "next", "dist", "bin", "next");

type Shipped = { scripts: number; bytes: number; gzip: number };

async function scriptsOf(baseUrl: string, html: string): Promise<Shipped> {
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
  const unique = [...new Set(sources)];
  let bytes = 0;
  let gzip = 0;
  for (const src of unique) {
    const res = await fetch(new URL(src.replaceAll("&amp;", "&"), baseUrl));
    if (!res.ok) throw new Error(`${src} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    bytes += body.length;
    gzip += gzipSync(body).length;
  }
  return { scripts: unique.length, bytes, gzip };
}

async function signedInCookie(): Promise<string> {
  const signIn = await fetch(`${consoleUrl}/api/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: consoleUrl },
    body: JSON.stringify({
      email: "owner@acme.test",
      password: process.env.SEED_PASSWORD ?? "outreach-demo",
    }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function consolePage(path: string, cookie: string): Promise<Shipped> {
  const res = await fetch(`${consoleUrl}${path}`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return scriptsOf(consoleUrl, await res.text());
}

/** The page of the workspace's first webhook endpoint: the delivery charts live there. */
async function endpointPath(cookie: string): Promise<string> {
  const res = await fetch(`${consoleUrl}/api/public/webhook-endpoints?limit=1`, {
    headers: { cookie },
  });
  if (!res.ok) throw new Error(`listing endpoints answered ${res.status}`);
  const { items } = (await res.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error("the workspace has no webhook endpoint to measure");
  return `/webhooks/${items[0].id}`;
}

/** The page of the workspace's newest lead list, for a `/lead-lists/{first}` argument. */
async function leadListPath(cookie: string): Promise<string> {
  const res = await fetch(`${consoleUrl}/api/public/lead-lists?per_page=1`, {
    headers: { cookie },
  });
  if (!res.ok) throw new Error(`listing lead lists answered ${res.status}`);
  const { items } = (await res.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error("the workspace has no lead list to measure");
  return `/lead-lists/${items[0].id}`;
}

/** A Next.js app with one server-rendered page and nothing else, built with the repo's Next. */
function buildBaseline(): string {
  const dir = join(tmpdir(), "outreach-bench-minimal-next");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ private: true, type: "module" }));
  // The packages are the repo's (a link); Turbopack compiles only files under its root.
  writeFileSync(
    join(dir, "next.config.mjs"),
    'export default { poweredByHeader: false, turbopack: { root: "/" } };\n',
  );
  writeFileSync(
    join(dir, "app", "layout.jsx"),
    'export default function Layout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(
    join(dir, "app", "page.jsx"),
    "export default function Page() {\n  return <p>Minimal page</p>;\n}\n",
  );
  if (!existsSync(join(dir, "node_modules"))) {
    symlinkSync(join(repo, "node_modules"), join(dir, "node_modules"), "dir");
  }
  const built = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (built.status !== 0) throw new Error("the baseline build failed");
  return dir;
}

async function serveAndMeasure(dir: string): Promise<Shipped> {
  const server: ChildProcess = spawn(
    process.execPath,
    [nextBin, "start", "-p", String(BASELINE_PORT), "-H", "127.0.0.1"],
    { cwd: dir, stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } },
  );
  const url = `http://127.0.0.1:${BASELINE_PORT}`;
  try {
    for (let i = 0; ; i++) {
      try {
        const res = await fetch(`${url}/`);
        if (res.ok) return await scriptsOf(url, await res.text());
      } catch {
        // not listening yet
      }
      if (i > 100) throw new Error("the baseline server did not start");
      await new Promise((r) => setTimeout(r, 300));
    }
  } finally {
    server.kill("SIGTERM");
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const cookie = await signedInCookie();
const pages: [string, Shipped][] = [
  ["/prospecting", await consolePage("/prospecting", cookie)],
  ["/webhooks/{endpoint}", await consolePage(await endpointPath(cookie), cookie)],
];
for (const path of process.argv.slice(2)) {
  const real = path === "/lead-lists/{first}" ? await leadListPath(cookie) : path;
  pages.push([path, await consolePage(real, cookie)]);
}
const baseline = await serveAndMeasure(buildBaseline());
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
console.log("page                    scripts   raw        gzip");
for (const [name, s] of [["minimal Next.js page", baseline] as const, ...pages]) {
  console.log(
    `${name.padEnd(24)}${String(s.scripts).padEnd(10)}${kb(s.bytes).padEnd(11)}${kb(s.gzip)}`,
  );
}
for (const [name, page] of pages) {
  console.log(
    `ratio ${name} : minimal = ${(page.gzip / baseline.gzip).toFixed(2)}x gzipped, ${(page.bytes / baseline.bytes).toFixed(2)}x raw (budget 1.8x)`,
  );
}
