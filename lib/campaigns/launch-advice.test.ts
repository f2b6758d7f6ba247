import { describe, expect, it } from "vitest";
import { blockedSummary, launchAdvice, SENDING_DEFAULTS_HREF } from "./launch-advice";

const noEmail = {
  code: "no_account",
  channel: "email",
  message: "No account sends the campaign's email steps.",
  action:
    "Ask an admin to set a default email account in Connected accounts, or to assign an account to this campaign.",
};

describe("what the page says about a launch that cannot happen yet", () => {
  it("tells a manager what to ask an admin for, with no link they could not follow", () => {
    expect(launchAdvice(noEmail, false)).toEqual({
      problem: noEmail.message,
      fix: noEmail.action,
      link: null,
    });
  });

  it("tells an admin what to do and links to where to do it", () => {
    const advice = launchAdvice(noEmail, true);
    expect(advice.fix).toMatch(/^Set a default account/);
    expect(advice.link).toEqual({
      href: SENDING_DEFAULTS_HREF,
      label: "Set default sending accounts",
    });
    const paused = launchAdvice({ ...noEmail, code: "account_paused" }, true);
    expect(paused.fix).toMatch(/^Resume it/);
    expect(paused.link?.href).toBe("/connected-accounts");
  });

  it("keeps the platform's words for reasons that are not about accounts", () => {
    const noLeads = {
      code: "no_leads",
      channel: null,
      message: "No leads are enrolled.",
      action: "Enroll at least one lead before launching the campaign.",
    };
    expect(launchAdvice(noLeads, true)).toEqual({
      problem: noLeads.message,
      fix: noLeads.action,
      link: null,
    });
  });

  it("counts what is left to do with the right plural", () => {
    expect(blockedSummary(1)).toBe(
      "Launch is not possible yet: 1 thing to do first, listed on this page.",
    );
    expect(blockedSummary(3)).toBe(
      "Launch is not possible yet: 3 things to do first, listed on this page.",
    );
  });
});
