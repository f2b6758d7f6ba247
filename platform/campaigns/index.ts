/** What the campaigns feature offers the other features; they import it from here only. */
export { findCampaign, listCampaigns } from "./campaigns";
export { callTranscript, preview } from "./engine/content";
export { recordingBaseOf, wakeCampaignEngines } from "./engine/index";
export type { CallResult } from "./engine/outcome";
export { callResult, chance } from "./engine/outcome";
export { CampaignParams, ownCampaign } from "./public/campaigns/shared";
export { campaignEnrollments, campaigns } from "./tables";
