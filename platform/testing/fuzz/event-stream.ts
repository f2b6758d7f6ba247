/**
 * Reads a text/event-stream body as a client does (the WHATWG rules, for the fields the
 * platform sends): events end at a blank line; `event:` names one, `data:` lines are joined
 * with line breaks; comments (`:`) and other fields are skipped.
 */
export type StreamEvent = { event: string; data: string };

export function parseEventStream(text: string): StreamEvent[] {
  const events: StreamEvent[] = [];
  let event = "";
  let data: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === "") {
      if (data.length > 0) events.push({ event: event || "message", data: data.join("\n") });
      event = "";
      data = [];
      continue;
    }
    if (line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  return events;
}

/** What is wrong with a stream of JSON events: none at all, an unfinished one, data not JSON. */
export function eventStreamProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith("\n\n")) problems.push("the event stream does not end with a blank line");
  const events = parseEventStream(text);
  if (events.length === 0) problems.push("the event stream has no event");
  for (const e of events) {
    try {
      JSON.parse(e.data);
    } catch {
      problems.push(`event ${e.event}: data is not JSON: ${JSON.stringify(e.data.slice(0, 80))}`);
    }
  }
  return problems;
}
