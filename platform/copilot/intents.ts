/**
 * The built-in assistant's router: which of its answers a message asks for, by keywords. No
 * model reads the message; the same words always get the same topics, in a fixed order.
 */

/** The topics the assistant answers from the workspace's data, in the order it answers them. */
const DATA_TOPICS = [
  "credits",
  "prices",
  "lead_lists",
  "campaigns",
  "replies",
  "calls",
  "meetings",
] as const;
type DataTopic = (typeof DATA_TOPICS)[number];

export type Topic = DataTopic | "help" | "capabilities" | "greeting" | "unknown";

const DATA_PATTERNS: Record<DataTopic, RegExp> = {
  credits:
    /\b(credits?|balance|spen[dt]|spending|billing|billed|charged?|charges|ledger|budget|left to spend)\b/,
  prices: /\b(prices?|pricing|costs?|rates?|how much (does|do|is|are))\b/,
  lead_lists: /\b(lead ?lists?|lists?|leads|prospects? lists?)\b/,
  campaigns: /\b(campaigns?|sequences?|outreach|performance|performing|sent|stats|results)\b/,
  replies: /\b(repl(y|ies|ied)|inbox|responses?|responded|answered|inbound|wrote back)\b/,
  calls: /\b(calls?|called|calling|dial(l)?ed|voice|phone)\b/,
  meetings: /\b(meetings?|booked|bookings?|appointments?|demos?)\b/,
};

/** "How do I…", "where can I…": a question about using the console, not about the data. */
const HOW_TO =
  /\b(how (do|can|should|would) (i|we|you)|how to|where (do|can|is|are)|help me|walk me through|steps to|is there a way to)\b/;
const CAPABILITIES = /\b(what can you|what do you (do|know)|who are you|^help\b|^\?+$)/;
const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings)\b/;

/** Lower case, typographic quotes and dashes plain, runs of space one. */
export function normalize(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[‐-―]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most this many topics in one answer: a question about everything gets an overview. */
export const MAX_TOPICS = 3;

/**
 * The answer's topics: a how-to question is help (whatever it names); otherwise every data
 * topic named, in DATA_TOPICS order, up to MAX_TOPICS; a greeting or "what can you do" gets
 * the introduction; anything else is unknown.
 */
export function routeTopics(message: string): Topic[] {
  const text = normalize(message);
  if (HOW_TO.test(text)) return ["help"];
  const data = DATA_TOPICS.filter((topic) => DATA_PATTERNS[topic].test(text));
  if (data.length > 0) return data.slice(0, MAX_TOPICS);
  if (CAPABILITIES.test(text)) return ["capabilities"];
  if (GREETING.test(text)) return ["greeting"];
  return ["unknown"];
}
