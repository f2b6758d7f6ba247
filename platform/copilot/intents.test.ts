import { describe, expect, it } from "vitest";
import { MAX_TOPICS, routeTopics } from "./intents";
import { chunksOf } from "./stream";

describe("the assistant's router", () => {
  it.each([
    ["How many credits are left?", ["credits"]],
    ["What did we spend recently?", ["credits"]],
    ["What does a text message cost?", ["prices"]],
    ["Which lead lists do I have?", ["lead_lists"]],
    ["How are my campaigns performing?", ["campaigns"]],
    ["Any new replies in the inbox?", ["replies"]],
    ["How many calls did the agent make?", ["calls"]],
    ["Were any meetings booked?", ["meetings"]],
    ["Campaign replies and meetings", ["campaigns", "replies", "meetings"]],
    ["How do I create a campaign?", ["help"]],
    ["Where can I find my API keys?", ["help"]],
    ["What can you do?", ["capabilities"]],
    ["Hello there", ["greeting"]],
    ["What's the weather in Paris?", ["unknown"]],
  ])("%s → %j", (message, topics) => {
    expect(routeTopics(message)).toEqual(topics);
  });

  it("answers at most a few topics at once, in a fixed order", () => {
    const all = routeTopics("credits, prices, lead lists, campaigns, replies, calls and meetings");
    expect(all).toEqual(["credits", "prices", "lead_lists"]);
    expect(all).toHaveLength(MAX_TOPICS);
  });

  it("reads typographic quotes, case and spacing alike", () => {
    expect(routeTopics("  WHAT’S   MY  BALANCE ")).toEqual(["credits"]);
  });
});

describe("the streamed pieces", () => {
  it("are one word each, spaces kept, and join to exactly the answer", () => {
    const text = "The workspace has 4,900 credits left.\n\n- Main: 12 leads";
    const chunks = chunksOf(text);
    expect(chunks.join("")).toBe(text);
    expect(chunks).toEqual([
      "The ",
      "workspace ",
      "has ",
      "4,900 ",
      "credits ",
      "left.\n\n",
      "- ",
      "Main: ",
      "12 ",
      "leads",
    ]);
  });

  it("keep leading space and an empty answer", () => {
    expect(chunksOf("  hi")).toEqual(["  hi"]);
    expect(chunksOf("")).toEqual([""]);
  });
});
