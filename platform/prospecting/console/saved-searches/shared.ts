import { z } from "@hono/zod-openapi";
import { roleAtLeast } from "../../../../contract/roles";
import { SAVED_SEARCH_WRITE_ROLE } from "../../../../contract/saved-searches";
import type { Db } from "../../../db/client";
import type { SessionMember } from "../../../http/env";
import { ApiError, validationError } from "../../../http/errors";
import { leadListExists } from "../../prospect-search";

export const SavedSearchParams = z.object({
  id: z.string().max(100).meta({ description: "The saved search's id." }),
});

/** Saved searches are shared data of the workspace: writing them needs the manager role. */
export function requireWriter(member: SessionMember) {
  if (!roleAtLeast(member.role, SAVED_SEARCH_WRITE_ROLE)) throw new ApiError("role_saved_searches");
}

/** A list named by a saved search must be the workspace's own. */
export async function checkLeadList(
  db: Db,
  workspaceId: string,
  listId: string | null | undefined,
) {
  if (!listId) return;
  if (!(await leadListExists(db, workspaceId, listId))) {
    throw validationError(
      ["body", "lead_list_id"],
      "Choose a lead list of this workspace, or send null.",
    );
  }
}
