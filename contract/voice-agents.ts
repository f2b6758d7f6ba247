import { z } from "zod";
import { OffsetQuery, Timestamp } from "./envelopes";

const VOICE_AGENT_STATUSES = ["draft", "published"] as const;

/** An AI agent that places the workspace's calls; its id is the `agent_id` of POST /calls. */
export const VoiceAgent = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: "The name the agent introduces itself with." }),
    voice: z.string().meta({ description: "The voice it speaks with." }),
    language: z.string().meta({ description: "The language it speaks, as a BCP 47 tag." }),
    status: z.enum(VOICE_AGENT_STATUSES).meta({
      description: "Only a published agent places calls.",
    }),
    created_at: Timestamp,
  })
  .meta({ id: "VoiceAgent" });
export type VoiceAgent = z.infer<typeof VoiceAgent>;

export const VoiceAgentsQuery = OffsetQuery;
