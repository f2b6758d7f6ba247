import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { previewCurl, previewPath, shellQuote } from "./curl";

describe("previewCurl", () => {
  const body = { filters: { company_name: "O'Brien & Sons" }, page_size: 25, auto_enrich: true };

  it("builds the call with the key left out", () => {
    const curl = previewCurl({
      baseUrl: "https://api.example.com/",
      listId: "ll 1",
      body,
      idempotencyKey: "k-1",
    });
    expect(curl.split(" \\\n")).toEqual([
      "curl -X POST 'https://api.example.com/api/v1/public/lead-lists/ll%201/prospect-search/preview'",
      '  -H "X-API-Key: $OUTREACH_API_KEY"',
      "  -H 'Content-Type: application/json'",
      "  -H 'Idempotency-Key: k-1'",
      `  --data-raw '${JSON.stringify(body, null, 2).replace(/'/g, "'\\''")}'`,
    ]);
    expect(curl).not.toMatch(/sk_(live|test)_/);
  });

  it("makes a fresh key per run when there is no attempt to retry", () => {
    const curl = previewCurl({ baseUrl: "http://x", listId: "l", body });
    expect(curl).toContain('-H "Idempotency-Key: $(uuidgen)"');
  });

  it("shows {list_id} until a list is chosen", () => {
    expect(previewPath(null)).toBe("/api/v1/public/lead-lists/{list_id}/prospect-search/preview");
    expect(previewCurl({ baseUrl: "http://x", listId: null, body })).toContain(
      "'http://x/api/v1/public/lead-lists/{list_id}/prospect-search/preview'",
    );
  });

  it("quotes so that the shell passes the body through unchanged", () => {
    const curl = previewCurl({ baseUrl: "http://x", listId: "l", body });
    const data = curl.split("--data-raw ")[1] ?? "";
    const echoed = execFileSync("sh", ["-c", `printf %s ${data}`]).toString();
    expect(JSON.parse(echoed)).toEqual(body);
    expect(shellQuote("it's")).toBe("'it'\\''s'");
  });
});
