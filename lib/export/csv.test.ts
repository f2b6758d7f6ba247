import { describe, expect, it } from "vitest";
import { csvCell, neutralizeFormula, readAllPages, toCsv } from "./csv";
import { csvFileName } from "./file-name";

describe("toCsv", () => {
  it("writes a header and rows with RFC 4180 quoting and CRLF line ends", () => {
    const csv = toCsv(
      [
        { header: "Name", value: (r: { name: string; n: number | null }) => r.name },
        { header: "Count", value: (r) => r.n },
      ],
      [
        { name: 'Ana "the CFO", Silva', n: 3 },
        { name: "line\nbreak", n: null },
      ],
    );
    expect(csv).toBe('Name,Count\r\n"Ana ""the CFO"", Silva",3\r\n"line\nbreak",\r\n');
  });

  it("keeps spreadsheet formulas as text, but not negative numbers", () => {
    expect(neutralizeFormula("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(neutralizeFormula("@cmd")).toBe("'@cmd");
    expect(neutralizeFormula("-12.5")).toBe("-12.5");
    expect(neutralizeFormula("+1 (512) 555-0142")).toBe("'+1 (512) 555-0142");
    expect(neutralizeFormula("plain")).toBe("plain");
  });

  it("turns values into cell text", () => {
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(["a", 1])).toBe("a; 1");
    expect(csvCell({ a: 1 })).toBe('{"a":1}');
  });

  it("names files after what they hold", () => {
    expect(csvFileName("Q4 targets: EMEA", new Date("2026-11-23T10:00:00Z"))).toBe(
      "q4-targets-emea-2026-11-23.csv",
    );
    expect(csvFileName("***", new Date("2026-11-23T10:00:00Z"))).toBe("export-2026-11-23.csv");
  });
});

describe("readAllPages", () => {
  it("reads pages in order until done, reporting progress", async () => {
    const seen: number[] = [];
    const rows = await readAllPages(
      async (page) => ({ rows: [page * 10, page * 10 + 1], done: page === 3 }),
      (p) => seen.push(p.rows),
      new AbortController().signal,
    );
    expect(rows).toEqual([10, 11, 20, 21, 30, 31]);
    expect(seen).toEqual([2, 4, 6]);
  });

  it("waits out a 429 for its Retry-After and reads the page again", async () => {
    let calls = 0;
    const waits: (number | null)[] = [];
    const started = Date.now();
    const rows = await readAllPages(
      async (page) => {
        calls++;
        if (calls === 2) throw { status: 429, retryAfterSeconds: 1 };
        return { rows: [page], done: page === 2 };
      },
      (p) => waits.push(p.waitingSeconds),
      new AbortController().signal,
    );
    expect(rows).toEqual([1, 2]);
    expect(calls).toBe(3);
    expect(waits).toEqual([null, 1, null]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("stops at any other error, and when cancelled", async () => {
    await expect(
      readAllPages(
        async () => {
          throw { status: 403 };
        },
        () => {},
        new AbortController().signal,
      ),
    ).rejects.toEqual({ status: 403 });
    const abort = new AbortController();
    abort.abort(new Error("cancelled"));
    await expect(
      readAllPages(
        async () => ({ rows: [], done: false }),
        () => {},
        abort.signal,
      ),
    ).rejects.toThrow("cancelled");
  });
});
