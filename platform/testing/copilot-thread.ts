import { parseEventStream } from "./fuzz/event-stream";
import type { TestPlatform } from "./harness";

/**
 * A Copilot thread of the key's workspace, for the suites that need a real thread_id: one
 * question asked, its id read from the reply stream's first event.
 */
export async function startCopilotThread(
  platform: Pick<TestPlatform, "request">,
  key: string,
  message = "How many credits are left?",
): Promise<string> {
  const res = await platform.request("POST", "/api/v1/public/copilot/messages", {
    key,
    body: { message },
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`copilot message: ${res.status} ${text}`);
  const [first] = parseEventStream(text);
  return (JSON.parse(first!.data) as { thread_id: string }).thread_id;
}
