import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { KeyIdentity } from "../../../../contract/api-keys";
import { apiKeys, workspaces } from "../../../auth/tables";
import type { PublicApi } from "../../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";

const route = createRoute({
  method: "get",
  path: "/api-key",
  operationId: "public_get_calling_api_key",
  tags: ["Authentication"],
  summary: "Describe the calling key",
  description: "The key's id, label, scopes and workspace; never its value.",
  responses: {
    200: jsonContent(KeyIdentity, "The calling key."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerWhoAmI(api: PublicApi) {
  api.openapi(route, async (c) => {
    const [row] = await c.var.deps.db
      .select({ key: apiKeys, workspace: workspaces })
      .from(apiKeys)
      .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
      .where(eq(apiKeys.id, c.var.auth.keyId));
    const { key, workspace } = row!;
    return c.json(
      KeyIdentity.parse({
        id: key.id,
        label: key.label,
        scopes: key.scopes,
        workspace: { id: workspace.id, slug: workspace.slug, name: workspace.name },
      }),
      200,
    );
  });
}
