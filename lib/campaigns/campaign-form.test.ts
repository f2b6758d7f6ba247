import { describe, expect, it } from "vitest";
import { CreateCampaignBody, completeSteps, DEFAULT_CAMPAIGN_STEPS } from "@/contract/campaigns";
import {
  CampaignFormSchema,
  campaignFormDefaults,
  stepsToForm,
  toCreateCampaignBody,
} from "./campaign-form";

const blank = { subject: "", body: "", talk_track: "", variants: [] };

import { actionsFor, canEnrollIn } from "./lifecycle";

describe("the create-campaign form", () => {
  it("starts from the platform's default sequence, its default words shown to be edited", () => {
    const steps = campaignFormDefaults().steps;
    expect(steps.map((s) => [s.channel, s.wait_days])).toEqual(
      DEFAULT_CAMPAIGN_STEPS.map((s) => [s.channel, s.wait_days]),
    );
    expect(steps[0]).toMatchObject({
      subject: "Quick question for {{company|your team}}",
      talk_track: "",
      variants: [],
    });
    expect(steps[1]!.talk_track).not.toBe("");
  });

  it("sends the words a channel sends, leaves empty ones to the defaults, and keeps variants", () => {
    const values = CampaignFormSchema.parse({
      name: "x",
      folder_id: "",
      steps: [
        {
          channel: "sms",
          wait_days: "1",
          subject: "left from an email step",
          body: " Hi {{first_name|there}} ",
          talk_track: "",
          variants: [{ subject: "", body: "Yo {{company}}", talk_track: "" }, blank],
        },
        { channel: "call", wait_days: 2, ...blank },
      ],
    });
    const body = toCreateCampaignBody(values);
    expect(body.steps).toEqual([
      {
        channel: "sms",
        wait_days: 1,
        body: "Hi {{first_name|there}}",
        variants: [{ body: "Yo {{company}}" }, {}],
      },
      { channel: "call", wait_days: 2 },
    ]);
    expect(CreateCampaignBody.parse(body)).toEqual(body);
    // A campaign read back edits as it was written.
    const steps = completeSteps(body.steps!);
    expect(stepsToForm(steps)[0]!.variants[1]!.body).toBe("Hi {{first_name|there}}");
  });

  it("names a broken variable on its field before anything is sent", () => {
    const broken = CampaignFormSchema.safeParse({
      name: "x",
      folder_id: "",
      steps: [{ channel: "email", wait_days: 0, ...blank, subject: "Hi {{frist_name}}" }],
    });
    expect(broken.error?.issues.map((i) => i.path.join("."))).toEqual(["steps.0.subject"]);
    expect(broken.error?.issues[0]?.message).toMatch(/^\{\{frist_name\}\} is not a variable/);
  });

  it("maps typed waits to numbers and no folder to no folder_id, a body the contract accepts", () => {
    const values = CampaignFormSchema.parse({
      name: "  Q1 push ",
      folder_id: "",
      steps: [
        { channel: "email", wait_days: "0", ...blank },
        { channel: "sms", wait_days: "3", ...blank },
      ],
    });
    const body = toCreateCampaignBody(values);
    expect(body).toEqual({
      name: "Q1 push",
      steps: [
        { channel: "email", wait_days: 0 },
        { channel: "sms", wait_days: 3 },
      ],
    });
    expect(CreateCampaignBody.parse(body)).toEqual(body);
    expect(toCreateCampaignBody({ ...values, folder_id: "cfo_1" }).folder_id).toBe("cfo_1");
  });

  it("asks for a wait and a step, and leaves the wait's limits to the platform", () => {
    const empty = CampaignFormSchema.safeParse({
      name: "x",
      folder_id: "",
      steps: [{ channel: "email", wait_days: "", ...blank }],
    });
    expect(empty.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["steps.0.wait_days", "Give the wait in days."],
    ]);
    const none = CampaignFormSchema.safeParse({ name: "x", folder_id: "", steps: [] });
    expect(none.error?.issues[0]?.message).toBe("Add at least one step.");
    // Over the limit: the platform's 422 says so, on the same field.
    expect(
      CampaignFormSchema.safeParse({
        name: "x",
        folder_id: "",
        steps: [{ channel: "email", wait_days: "120", ...blank }],
      }).success,
    ).toBe(true);
  });
});

describe("the campaign lifecycle", () => {
  it("offers only the changes the platform allows from each state", () => {
    expect(actionsFor("draft")).toEqual(["launch"]);
    expect(actionsFor("active")).toEqual(["pause", "stop"]);
    expect(actionsFor("paused")).toEqual(["resume", "stop"]);
    expect(actionsFor("stopped")).toEqual([]);
    expect(actionsFor("finished")).toEqual([]);
    expect(actionsFor("archived")).toEqual([]);
    expect(
      ["draft", "active", "paused", "stopped", "finished"].filter((status) =>
        canEnrollIn({ status }),
      ),
    ).toEqual(["draft", "active", "paused"]);
  });
});
