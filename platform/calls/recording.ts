import type { RecordingCue } from "../../contract/calls";

/**
 * A call's recording. The simulated world has no audio, so the recording is its transcript,
 * timed: each turn ("Name: words" on a line) gets a share of the call's duration in
 * proportion to its words, in order, as a caption track of the call would. Served as WebVTT
 * (with voice spans naming the speaker) or as JSON.
 */
export function recordingCues(
  transcript: string,
  durationSeconds: number,
  agentName: string | null,
): RecordingCue[] {
  const turns = transcript
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(": ");
      const name = colon > 0 ? line.slice(0, colon) : "";
      return { name, text: colon > 0 ? line.slice(colon + 2) : line };
    });
  if (turns.length === 0 || durationSeconds <= 0) return [];
  const words = turns.map((t) => Math.max(1, t.text.split(/\s+/).length));
  const total = words.reduce((a, b) => a + b, 0);
  let start = 0;
  return turns.map((turn, i) => {
    const end =
      i === turns.length - 1 ? durationSeconds : start + (durationSeconds * words[i]!) / total;
    const cue: RecordingCue = {
      start_seconds: round(start),
      end_seconds: round(end),
      speaker: turn.name === agentName || (agentName === null && i % 2 === 0) ? "agent" : "lead",
      name: turn.name,
      text: turn.text,
    };
    start = end;
    return cue;
  });
}

/** The turns of `transcript` that had started `seconds` into the call (a call cut short). */
export function transcriptUntil(
  transcript: string,
  plannedSeconds: number,
  seconds: number,
  agentName: string | null,
): string {
  return recordingCues(transcript, plannedSeconds, agentName)
    .filter((cue) => cue.start_seconds < seconds)
    .map((cue) => (cue.name ? `${cue.name}: ${cue.text}` : cue.text))
    .join("\n");
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** WebVTT (W3C): a header, then numbered cues with voice spans; text escaped for cue payloads. */
export function toWebVtt(cues: RecordingCue[]): string {
  const blocks = cues.map(
    (cue, i) =>
      `${i + 1}\n${vttTime(cue.start_seconds)} --> ${vttTime(cue.end_seconds)}\n<v ${escapeVtt(cue.name || cue.speaker)}>${escapeVtt(cue.text)}`,
  );
  return `${["WEBVTT", ...blocks].join("\n\n")}\n`;
}

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

function escapeVtt(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/-->/g, "--&gt;");
}

/**
 * Which form the client asked for by its Accept header: JSON unless it ranks text/vtt higher
 * (no header, or any wildcard, gives JSON); undefined when it accepts neither.
 */
export function recordingFormat(accept: string | undefined): "json" | "vtt" | undefined {
  if (!accept?.trim()) return "json";
  const ranked = accept.split(",").map((part) => {
    const [type = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    return { type: type.trim(), q: Number.isFinite(weight) ? weight : 0 };
  });
  const quality = (type: string) => {
    const [major] = type.split("/");
    const exact = ranked.find((r) => r.type === type);
    const partial = ranked.find((r) => r.type === `${major}/*`);
    const any = ranked.find((r) => r.type === "*/*");
    return (exact ?? partial ?? any)?.q ?? 0;
  };
  const json = quality("application/json");
  const vtt = quality("text/vtt");
  if (json <= 0 && vtt <= 0) return undefined;
  return vtt > json ? "vtt" : "json";
}
