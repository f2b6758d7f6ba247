import type { MiddlewareHandler } from "hono";
import { ResourceId } from "../../../contract/inputs";
import type { PublicEnv } from "../../http/env";
import { getKnowledgeBase } from "../knowledge-bases";

/**
 * A base of another workspace (or none) is a 404 before the body is read: a 422 would
 * describe the operation to a caller with no base to use it on.
 */
export const ownKnowledgeBase: MiddlewareHandler<PublicEnv> = async (c, next) => {
  const id = c.req.param("knowledge_base_id") ?? "";
  // An id too long to be one is looked up as none, for the same 404.
  await getKnowledgeBase(
    c.var.deps.db,
    c.var.auth.workspaceId,
    ResourceId.safeParse(id).success ? id : "",
  );
  await next();
};
