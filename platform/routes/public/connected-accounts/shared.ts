import { z } from "@hono/zod-openapi";
import { ResourceId } from "../../../../contract/inputs";

export const TAG = "Connected accounts";

export const AccountParams = z.object({ account_id: ResourceId });

export const ADMIN_ONLY =
  "Needs a key whose creator is an admin or owner, or one without a recorded creator (connected accounts are an admin area, spec); any other is a 403.";
