import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { ResourceId } from "../../../contract/inputs";
import type { PublicEnv } from "../../http/env";
import { ApiError } from "../../http/errors";
import { accountsByIds } from "../connected-accounts";

export const TAG = "Connected accounts";

export const AccountParams = z.object({ account_id: ResourceId });

export const ADMIN_ONLY =
  "Needs a key whose creator is an admin or owner, or one without a recorded creator (connected accounts are an admin area, spec); any other is a 403.";

/**
 * Route middleware: the account in the path must be the workspace's. It runs before the body is
 * validated, so another workspace's account is a 404 whatever the body says.
 */
export const ownAccount: MiddlewareHandler<PublicEnv> = async (c, next) => {
  const id = c.req.param("account_id") ?? "";
  const found =
    ResourceId.safeParse(id).success &&
    (await accountsByIds(c.var.deps.db, c.var.auth.workspaceId, [id])).length > 0;
  if (!found) throw new ApiError("connected_account_not_found");
  await next();
};
