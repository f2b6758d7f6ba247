import { describe, expect, it } from "vitest";
import { PASSAGE_CHARACTERS, splitIntoPassages } from "./passages";

describe("splitIntoPassages", () => {
  it("packs short paragraphs together and keeps every word", () => {
    const text = "Refunds take 30 days.\n\nSupport is open 9 to 5.\n\n\nPricing starts at $49.";
    expect(splitIntoPassages(text, "text")).toEqual([
      "Refunds take 30 days.\n\nSupport is open 9 to 5.\n\nPricing starts at $49.",
    ]);
  });

  it("cuts a long paragraph between sentences, every part within the limit", () => {
    const sentence = "The quick brown fox jumps over the lazy dog again and again. ";
    const text = sentence.repeat(60).trim();
    const passages = splitIntoPassages(text, "text");
    expect(passages.length).toBeGreaterThan(3);
    for (const p of passages) {
      expect(p.length).toBeLessThanOrEqual(PASSAGE_CHARACTERS);
      expect(p.endsWith(".")).toBe(true);
    }
    expect(passages.join(" ").replace(/\s+/g, " ")).toBe(text.replace(/\s+/g, " "));
  });

  it("cuts a run of characters with no spaces where it must", () => {
    const passages = splitIntoPassages("x".repeat(2000), "text");
    expect(passages.map((p) => p.length)).toEqual([800, 800, 400]);
  });

  it("starts a passage at each Markdown heading and repeats the heading over long sections", () => {
    const long = "Refunds are issued to the card used. ".repeat(30).trim();
    const md = `# Refunds\n\nWithin 30 days.\n\n## Hours\n\nNine to five.\n\n## Policy\n\n${long}`;
    const passages = splitIntoPassages(md, "markdown");
    expect(passages[0]).toBe("# Refunds\n\nWithin 30 days.");
    expect(passages[1]).toBe("## Hours\n\nNine to five.");
    const policy = passages.slice(2);
    expect(policy.length).toBeGreaterThan(1);
    for (const p of policy) expect(p.startsWith("## Policy")).toBe(true);
  });

  it("has nothing to index in blank text", () => {
    expect(splitIntoPassages(" \n\n \n", "text")).toEqual([]);
  });
});
