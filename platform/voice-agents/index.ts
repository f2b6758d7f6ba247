/** What the voice-agents feature offers the other features; they import it from here only. */

export { voiceAgents } from "./tables";
export { findVoiceAgent } from "./voice-agents";
