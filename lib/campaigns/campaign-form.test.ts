import { describe, expect, it } from "vitest";
import { CreateCampaignBody, DEFAULT_CAMPAIGN_STEPS } from "@/contract/campaigns";
import { CampaignFormSchema, campaignFormDefaults, toCreateCampaignBody } from "./campaign-form";
import { actionsFor, canEnrollIn } from "./lifecycle";

describe("the create-campaign form", () => {
  it("starts from the platform's default sequence", () => {
    expect(campaignFormDefaults().steps).toEqual(DEFAULT_CAMPAIGN_STEPS);
  });

  it("maps typed waits to numbers and no folder to no folder_id, a body the contract accepts", () => {
    const values = CampaignFormSchema.parse({
      name: "  Q1 push ",
      folder_id: "",
      steps: [
        { channel: "email", wait_days: "0" },
        { channel: "sms", wait_days: "3" },
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
      steps: [{ channel: "email", wait_days: "" }],
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
        steps: [{ channel: "email", wait_days: "120" }],
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
