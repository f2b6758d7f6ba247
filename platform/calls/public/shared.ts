import { z } from "@hono/zod-openapi";
import { ResourceId } from "../../../contract/inputs";

export const TAG = "Calls";

export const CallParams = z.object({ call_id: ResourceId });
