/** What the voice-agents feature offers the other features; they import it from here only. */
export { findVoiceAgent } from "./voice-agents";
