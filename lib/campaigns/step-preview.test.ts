import { describe, expect, it } from "vitest";
import { insertAt, previewStep } from "./step-preview";

const lead = {
  first_name: "Ada",
  last_name: "Lovelace",
  company_name: "Analytical Engines",
  job_title: "",
  email: "ada@example.com",
};
const none = { subject: "", body: "", talk_track: "" };

describe("the step preview", () => {
  it("renders the version chosen for the lead, a version's empty field being the step's own", () => {
    const steps = [
      {
        channel: "email" as const,
        ...none,
        subject: "Hi {{first_name}}",
        body: "At {{company}} as {{title}}? {{title|Sales lead}}",
        variants: [{ ...none, subject: "Hello {{full_name}}" }],
      },
    ];
    expect(previewStep(steps, 0, 0, lead)).toEqual({
      subject: "Hi Ada",
      text: "At Analytical Engines as ? Sales lead",
      missing: ["job title"],
    });
    expect(previewStep(steps, 0, 1, lead)).toMatchObject({
      subject: "Hello Ada Lovelace",
      text: "At Analytical Engines as ? Sales lead",
    });
  });

  it("shows the default words of an empty step as the platform will write them", () => {
    const steps = [
      { channel: "sms" as const, ...none, variants: [] },
      { channel: "call" as const, ...none, variants: [] },
      { channel: "sms" as const, ...none, variants: [] },
    ];
    expect(previewStep(steps, 0, 0, lead).text).toBe(
      "Hi Ada, it's the Outreach team. Do you have 10 minutes this week to talk about outreach at Analytical Engines?",
    );
    expect(previewStep(steps, 1, 0, lead).text).toMatch(/^We help teams like Analytical Engines/);
    expect(previewStep(steps, 2, 0, lead).text).toMatch(/^Hi Ada, last text from me/);
  });

  it("inserts a variable at the caret, over a selection", () => {
    expect(insertAt("Hi , welcome", "{{first_name}}", 3, 3)).toEqual({
      text: "Hi {{first_name}}, welcome",
      caret: 17,
    });
    expect(insertAt("Hi you", "{{first_name}}", 3, 6).text).toBe("Hi {{first_name}}");
  });
});
