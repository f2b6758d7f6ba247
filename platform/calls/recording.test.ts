import { describe, expect, it } from "vitest";
import { recordingCues, recordingFormat, toWebVtt, transcriptUntil } from "./recording";

const TRANSCRIPT = "Ava: Hi Jo, one two three.\nJo: Yes <sure> & fine.\nAva: Bye.";

describe("a call's recording", () => {
  it("times each turn by its words over the whole call, in order", () => {
    const cues = recordingCues(TRANSCRIPT, 90, "Ava");
    expect(cues.map((c) => [c.speaker, c.name, c.start_seconds, c.end_seconds])).toEqual([
      ["agent", "Ava", 0, 45],
      ["lead", "Jo", 45, 81],
      ["agent", "Ava", 81, 90],
    ]);
    expect(recordingCues("", 40, "Ava")).toEqual([]);
    expect(recordingCues(TRANSCRIPT, 0, "Ava")).toEqual([]);
  });

  it("writes WebVTT with voice spans and escaped text", () => {
    expect(toWebVtt(recordingCues(TRANSCRIPT, 90, "Ava"))).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:45.000\n<v Ava>Hi Jo, one two three.\n\n" +
        "2\n00:00:45.000 --> 00:01:21.000\n<v Jo>Yes &lt;sure&gt; &amp; fine.\n\n" +
        "3\n00:01:21.000 --> 00:01:30.000\n<v Ava>Bye.\n",
    );
    expect(toWebVtt([])).toBe("WEBVTT\n");
  });

  it("keeps the turns begun before a call was cut off", () => {
    expect(transcriptUntil(TRANSCRIPT, 90, 60, "Ava")).toBe(
      "Ava: Hi Jo, one two three.\nJo: Yes <sure> & fine.",
    );
  });

  it("answers JSON unless the client ranks text/vtt higher, and neither when it takes neither", () => {
    expect(recordingFormat(undefined)).toBe("json");
    expect(recordingFormat("*/*")).toBe("json");
    expect(recordingFormat("application/json")).toBe("json");
    expect(recordingFormat("text/vtt")).toBe("vtt");
    expect(recordingFormat("text/vtt, application/json;q=0.5")).toBe("vtt");
    expect(recordingFormat("application/json, text/vtt;q=0.9")).toBe("json");
    expect(recordingFormat("text/html,application/xhtml+xml,*/*;q=0.8")).toBe("json");
    expect(recordingFormat("audio/mpeg")).toBeUndefined();
    expect(recordingFormat("text/vtt;q=0, application/json;q=0")).toBeUndefined();
  });
});
