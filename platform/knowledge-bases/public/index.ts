import type { PublicApi } from "../../http/env";
import { registerKnowledgeBaseRoutes } from "./bases";
import { registerDocumentRoutes } from "./documents";
import { registerSearchRoute } from "./search";

export function registerKnowledgeBases(api: PublicApi) {
  registerKnowledgeBaseRoutes(api);
  registerDocumentRoutes(api);
  registerSearchRoute(api);
}
