import { z } from "@hono/zod-openapi";
import { ResourceId } from "../../../contract/inputs";

export const TAG = "Knowledge bases";
export const BaseParams = z.object({ knowledge_base_id: ResourceId });
export const DocumentParams = BaseParams.extend({ document_id: ResourceId });
