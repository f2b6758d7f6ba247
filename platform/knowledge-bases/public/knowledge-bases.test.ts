import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offsetEnvelope } from "../../../contract/envelopes";
import {
  KNOWLEDGE_LIMITS,
  KnowledgeBase,
  KnowledgeDocument,
  KnowledgeDocumentWithContent,
  KnowledgeSearchResult,
} from "../../../contract/knowledge-bases";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { servePlatform } from "../../testing/served-platform";
import { textPdf } from "../../testing/text-pdf";

let t: TestPlatform;
let key: string;
let otherKey: string;
let served: Awaited<ReturnType<typeof servePlatform>>;
const P = "/api/v1/public";

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  key = await t.legacyKey("acme");
  otherKey = await t.legacyKey("globex");
  served = await servePlatform(t.deps);
}, 60_000);
afterAll(async () => {
  await served.close();
  await t.close();
});

const call = (method: string, path: string, body?: unknown, k = key) =>
  t.request(method, `${P}${path}`, { key: k, body });

async function newBase(name = "Support answers") {
  const res = await call("POST", "/knowledge-bases", { name, description: "Refunds and hours" });
  expect(res.status).toBe(201);
  return KnowledgeBase.parse(await res.json());
}

async function addText(baseId: string, title: string, content: string, format = "text") {
  const res = await call("POST", `/knowledge-bases/${baseId}/documents`, {
    title,
    content,
    format,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return KnowledgeDocument.parse(await res.json());
}

/** A multipart upload over a real socket, as a browser or curl -F sends it. */
async function upload(
  baseId: string,
  file: Blob,
  filename: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("file", file, filename);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  const res = await fetch(`${served.base}${P}/knowledge-bases/${baseId}/documents`, {
    method: "POST",
    headers: { "x-api-key": key, ...headers },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

async function search(baseId: string, query: string, limit?: number) {
  const res = await call("POST", `/knowledge-bases/${baseId}/search`, { query, limit });
  expect(res.status, await res.clone().text()).toBe(200);
  return KnowledgeSearchResult.parse(await res.json()).items;
}

const locs = async (res: Response) =>
  ((await res.json()) as { detail: { loc: unknown[] }[] }).detail.map((d) => d.loc);

describe("knowledge bases", () => {
  it("creates, reads, lists, renames and deletes a base; another workspace sees none of it", async () => {
    const base = await newBase("Pricing");
    expect(base).toMatchObject({
      name: "Pricing",
      description: "Refunds and hours",
      document_count: 0,
    });
    expect(base.id).toMatch(/^kb_[A-Za-z0-9]{16}$/);

    const got = await call("GET", `/knowledge-bases/${base.id}`);
    expect(got.status).toBe(200);
    expect(KnowledgeBase.parse(await got.json())).toEqual(base);

    const list = await call("GET", "/knowledge-bases?per_page=100");
    const page = offsetEnvelope(KnowledgeBase).parse(await list.json());
    expect(page.items.map((b) => b.id)).toContain(base.id);

    const renamed = await call("PATCH", `/knowledge-bases/${base.id}`, { name: "Pricing 2027" });
    expect(renamed.status).toBe(200);
    expect(KnowledgeBase.parse(await renamed.json())).toMatchObject({
      name: "Pricing 2027",
      description: "Refunds and hours",
    });

    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { name: "x" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await call(method, `/knowledge-bases/${base.id}`, body, otherKey);
      expect(res.status, method).toBe(404);
      expect(await res.json()).toEqual({ detail: "The knowledge base does not exist." });
    }
    const foreign = await call("GET", "/knowledge-bases?per_page=100", undefined, otherKey);
    const theirs = offsetEnvelope(KnowledgeBase).parse(await foreign.json());
    expect(theirs.items.map((b) => b.id)).not.toContain(base.id);

    expect((await call("DELETE", `/knowledge-bases/${base.id}`)).status).toBe(204);
    expect((await call("GET", `/knowledge-bases/${base.id}`)).status).toBe(404);
    expect((await call("DELETE", `/knowledge-bases/${base.id}`)).status).toBe(404);
  });

  it("refuses bad bases with a 422 naming the field", async () => {
    const cases: [unknown, unknown[]][] = [
      [{}, ["body", "name"]],
      [{ name: "   " }, ["body", "name"]],
      [{ name: "x".repeat(201) }, ["body", "name"]],
      [{ name: "ok", description: "x".repeat(2001) }, ["body", "description"]],
      [{ name: "ok", extra: 1 }, ["body", "extra"]],
    ];
    for (const [body, loc] of cases) {
      const res = await call("POST", "/knowledge-bases", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await locs(res)).toContainEqual(loc);
    }
    const base = await newBase();
    const empty = await call("PATCH", `/knowledge-bases/${base.id}`, {});
    expect(empty.status).toBe(422);
  });
});

describe("documents and search", () => {
  it("indexes text and Markdown, ranks the passage that answers first, and forgets a removed document", async () => {
    const base = await newBase();
    const refunds = await addText(
      base.id,
      "Refund policy",
      "# Refunds\n\nRefunds are issued to the original card within 30 days of purchase.\n\n# Shipping\n\nOrders ship in two business days.",
      "markdown",
    );
    expect(refunds).toMatchObject({
      title: "Refund policy",
      format: "markdown",
      filename: null,
      passage_count: 2,
    });
    const hours = await addText(
      base.id,
      "Hours",
      "Support is open Monday to Friday, 9 to 5 Central.",
    );

    const found = await search(base.id, "How long do refunds take?");
    expect(found[0]).toMatchObject({ document_id: refunds.id, title: "Refund policy" });
    expect(found[0]!.passage).toBe(
      "# Refunds\n\nRefunds are issued to the original card within 30 days of purchase.",
    );
    expect(found[0]!.score).toBeGreaterThan(0);
    expect(found.map((p) => p.document_id)).not.toContain(hours.id);

    // Stemming: "opening" finds "open"; scores fall from the first passage on.
    const open = await search(base.id, "support opening hours Friday");
    expect(open[0]!.document_id).toBe(hours.id);
    const scores = open.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // Words the search ignores (stop words only) and words nobody wrote find nothing.
    expect(await search(base.id, "the of and")).toEqual([]);
    expect(await search(base.id, "kangaroo")).toEqual([]);

    const read = await call("GET", `/knowledge-bases/${base.id}/documents/${refunds.id}`);
    expect(KnowledgeDocumentWithContent.parse(await read.json()).content).toContain("30 days");
    const listed = await call("GET", `/knowledge-bases/${base.id}/documents`);
    const docs = offsetEnvelope(KnowledgeDocument).parse(await listed.json());
    expect(docs.items.map((d) => d.id)).toEqual([hours.id, refunds.id]);
    expect(docs.total).toBe(2);
    expect(
      KnowledgeBase.parse(await (await call("GET", `/knowledge-bases/${base.id}`)).json())
        .document_count,
    ).toBe(2);

    const removed = await call("DELETE", `/knowledge-bases/${base.id}/documents/${refunds.id}`);
    expect(removed.status).toBe(204);
    expect(await search(base.id, "refunds")).toEqual([]);
    expect((await call("GET", `/knowledge-bases/${base.id}/documents/${refunds.id}`)).status).toBe(
      404,
    );
  });

  it("limits a search to its base and its limit", async () => {
    const a = await newBase("A");
    const b = await newBase("B");
    await addText(a.id, "Alpha", "Alpine skiing lessons run every morning.");
    for (let i = 0; i < 4; i++) await addText(b.id, `Beta ${i}`, `Skiing lesson number ${i}.`);
    expect((await search(a.id, "skiing")).map((p) => p.title)).toEqual(["Alpha"]);
    expect(await search(b.id, "skiing", 2)).toHaveLength(2);
    const tooMany = await call("POST", `/knowledge-bases/${b.id}/search`, {
      query: "skiing",
      limit: KNOWLEDGE_LIMITS.passagesPerSearch + 1,
    });
    expect(tooMany.status).toBe(422);
    expect(await locs(tooMany)).toContainEqual(["body", "limit"]);
    const foreign = await call("POST", `/knowledge-bases/${a.id}/search`, { query: "x" }, otherKey);
    expect(foreign.status).toBe(404);
  });

  it("takes .txt, .md and .pdf uploads and refuses other files, scans and oversized text", async () => {
    const base = await newBase("Uploads");
    const pdf = await upload(
      base.id,
      new Blob([
        textPdf(["Warranty covers parts for two years.", "Labour is covered for one year."]),
      ]),
      "warranty.pdf",
    );
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(201);
    expect(KnowledgeDocument.parse(pdf.body)).toMatchObject({
      title: "warranty.pdf",
      format: "pdf",
      filename: "warranty.pdf",
    });
    const md = await upload(base.id, new Blob(["# Returns\n\nReturns are free."]), "returns.md", {
      title: "Returns",
    });
    expect(md.status).toBe(201);
    expect(KnowledgeDocument.parse(md.body)).toMatchObject({
      title: "Returns",
      format: "markdown",
    });
    const txt = await upload(base.id, new Blob(["Gift cards never expire."]), "GIFTS.TXT");
    expect(KnowledgeDocument.parse(txt.body).format).toBe("text");

    const [warranty] = await search(base.id, "how long is the warranty on parts");
    expect(warranty!.title).toBe("warranty.pdf");
    expect(warranty!.passage).toContain("Warranty covers parts for two years.");

    const refusals: [Blob, string, string][] = [
      [new Blob(["a,b\n1,2"]), "table.csv", "Upload a .txt, .md or .pdf file."],
      [
        new Blob([new Uint8Array([0xff, 0xfe, 0x00, 0xd8])]),
        "latin.txt",
        "Save the file as UTF-8 text and upload it again.",
      ],
      [new Blob(["not a pdf"]), "fake.pdf", "This file could not be read as a PDF."],
      [
        new Blob([textPdf([])]),
        "scan.pdf",
        "This PDF has no text to read (a scan?); upload its text instead.",
      ],
      [
        new Blob(["word ".repeat(KNOWLEDGE_LIMITS.documentCharacters / 5 + 1)]),
        "long.txt",
        `The file holds ${(KNOWLEDGE_LIMITS.documentCharacters + 5).toLocaleString("en-US")} characters; keep a document to 200,000 or fewer by splitting it.`,
      ],
    ];
    for (const [blob, name, msg] of refusals) {
      const res = await upload(base.id, blob, name);
      expect(res.status, name).toBe(422);
      expect(res.body, name).toEqual({
        detail: [{ loc: ["body", "file"], msg, type: "value_error" }],
      });
    }
    const big = await upload(
      base.id,
      new Blob([new Uint8Array(KNOWLEDGE_LIMITS.fileBytes + 1)]),
      "big.txt",
    );
    expect(big.status).toBe(413);
    // The body was not read to its end: the connection is not reused.
    expect(big.headers.get("connection")).toBe("close");

    const listed = await call("GET", `/knowledge-bases/${base.id}/documents`);
    expect(offsetEnvelope(KnowledgeDocument).parse(await listed.json()).total).toBe(3);
  });

  it("refuses bad documents with a 422 naming the field, and a full base with a 409", async () => {
    const base = await newBase("Checks");
    const cases: [unknown, unknown[]][] = [
      [{ content: "x" }, ["body", "title"]],
      [{ title: "t" }, ["body", "content"]],
      [{ title: "t", content: "   " }, ["body", "content"]],
      [{ title: "t", content: "x", format: "pdf" }, ["body", "format"]],
      [
        { title: "t", content: "x".repeat(KNOWLEDGE_LIMITS.documentCharacters + 1) },
        ["body", "content"],
      ],
    ];
    for (const [body, loc] of cases) {
      const res = await call("POST", `/knowledge-bases/${base.id}/documents`, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(await locs(res)).toContainEqual(loc);
    }
    const missing = await call("POST", "/knowledge-bases/kb_missing/documents", {
      title: "t",
      content: "x",
    });
    expect(missing.status).toBe(404);

    // The last free place goes once, however many ask for it at the same time.
    const full = await newBase("Full");
    await t.db.execute(
      `insert into knowledge_documents (id, workspace_id, knowledge_base_id, title, format, content, passage_count)
       select 'kdoc_fill' || g, workspace_id, id, 'Filler', 'text', 'x', 0
       from knowledge_bases, generate_series(1, ${KNOWLEDGE_LIMITS.documentsPerBase - 1}) g
       where id = '${full.id}'` as never,
    );
    const racing = await Promise.all(
      [1, 2, 3].map((i) =>
        call("POST", `/knowledge-bases/${full.id}/documents`, { title: `Last ${i}`, content: "x" }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const refused = racing.find((r) => r.status === 409)!;
    expect(await refused.json()).toEqual({
      detail:
        "The knowledge base holds 500 documents, the most it can; remove some or use another base.",
    });
  });

  it("replays an upload sent again with its Idempotency-Key, and asks for JSON or a file", async () => {
    const base = await newBase("Idempotent");
    const send = () =>
      upload(
        base.id,
        new Blob(["Parking is free after six."]),
        "parking.txt",
        {},
        {
          "idempotency-key": `upload-${base.id}`,
        },
      );
    const first = await send();
    expect(first.status).toBe(201);
    // A new FormData has a new multipart boundary: the same file is still the same request.
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const listed = await call("GET", `/knowledge-bases/${base.id}/documents`);
    expect(offsetEnvelope(KnowledgeDocument).parse(await listed.json()).total).toBe(1);
    const other = await upload(
      base.id,
      new Blob(["Parking costs $5."]),
      "parking.txt",
      {},
      {
        "idempotency-key": `upload-${base.id}`,
      },
    );
    expect(other.status).toBe(422);

    // Bytes with no media type, and text that is neither JSON nor a form.
    const bare = await fetch(`${served.base}${P}/knowledge-bases/${base.id}/documents`, {
      method: "POST",
      headers: { "x-api-key": key },
      body: new TextEncoder().encode("Parking is free."),
    });
    const plain = await t.request("POST", `${P}/knowledge-bases/${base.id}/documents`, {
      key,
      body: "Parking is free.",
      headers: { "content-type": "text/plain" },
    });
    for (const res of [bare, plain]) {
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        detail:
          "Send the document as JSON (Content-Type: application/json) or as a file (multipart/form-data).",
      });
    }
  });

  it("answers a malformed form with a 400 that says what to send, with or without an Idempotency-Key", async () => {
    const base = await newBase("Malformed");
    for (const [type, idempotencyKey] of [
      ["multipart/form-data; boundary=xyz", undefined],
      ["multipart/form-data", undefined],
      ["multipart/form-data; boundary=xyz", `bad-form-${base.id}`],
    ] as const) {
      const res = await t.request("POST", `${P}/knowledge-bases/${base.id}/documents`, {
        key,
        body: "not a form",
        headers: {
          "content-type": type,
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        },
      });
      expect(res.status, type).toBe(400);
      expect(await res.json()).toEqual({
        detail:
          "The request body is not valid multipart/form-data; send it as a form with its boundary in the Content-Type.",
      });
    }
  });
});
