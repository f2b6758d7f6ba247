import { describe, expect, it } from "vitest";
import { completeSteps } from "./campaigns";
import { parseTemplate, renderTemplate, templateProblem } from "./message-template";

const lead = {
  first_name: " Ada ",
  last_name: "",
  company_name: "Engines",
  job_title: "",
  email: null,
};

describe("step templates", () => {
  it("renders variables for a lead, a fallback for what it lacks, and reports what stayed empty", () => {
    expect(
      renderTemplate(
        "Hi {{first_name}} {{last_name|}}, {{ title | friend }} at {{company}}.",
        lead,
      ),
    ).toEqual({ text: "Hi Ada , friend at Engines.", missing: [] });
    expect(renderTemplate("{{full_name}} <{{email}}> {{title}}", lead)).toEqual({
      text: "Ada <> ",
      missing: ["email", "title"],
    });
    // Single braces are text.
    expect(renderTemplate("{ok} {{company}}}", lead).text).toBe("{ok} Engines}");
  });

  it("names the first problem: an unknown variable, an unclosed or stray brace, an empty name", () => {
    expect(templateProblem("Hi {{first_name}}")).toBeNull();
    expect(templateProblem("Hi {{ceo}}")).toMatch(
      /^\{\{ceo\}\} is not a variable\. Known variables: \{\{first_name\}\}, /,
    );
    expect(templateProblem("Hi {{first_name")).toMatch(/^The "\{\{" at character 4 is not closed/);
    expect(templateProblem("Hi {{first_name {{company}}")).toMatch(/^The "\{\{" at character 4/);
    expect(templateProblem("Hi first_name}}")).toMatch(/^A "\}\}" at character 14 closes nothing/);
    expect(templateProblem("Hi {{ |there}}")).toMatch(/^A \{\{ \}\} names no variable/);
    expect(parseTemplate("").ok).toBe(true);
  });

  it("gives default words that never repeat within a sequence, whatever its length", () => {
    for (const channel of ["email", "sms", "network", "call"] as const) {
      const steps = completeSteps(Array.from({ length: 20 }, () => ({ channel, wait_days: 1 })));
      const words = steps.map((s) => `${s.subject}|${s.body}|${s.talk_track}`);
      expect(new Set(words).size).toBe(20);
      for (const w of words) expect(templateProblem(w)).toBeNull();
    }
  });
});

describe("default words beside written ones", () => {
  it("never repeat words already written in the sequence", () => {
    const steps = completeSteps([
      { channel: "email", wait_days: 0 },
      { channel: "email", wait_days: 1, subject: "Last note, {{first_name|there}}" },
      { channel: "email", wait_days: 1 },
    ]);
    // The third step would be the break-up note by its place; that subject is taken.
    expect(steps[2]!.subject).toBe("An idea for {{company|your team}}");
    expect(new Set(steps.map((s) => s.subject)).size).toBe(3);
  });
});
