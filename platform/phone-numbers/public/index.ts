import type { PublicApi } from "../../http/env";
import { deprecatedTwin } from "./deprecated-paths";
import { importConfirmHandler, importConfirmRoute } from "./import-confirm";
import { importSearchHandler, importSearchRoute } from "./import-search";
import { registerListPhoneNumbers } from "./list";
import { outboundProfileHandler, outboundProfileRoute } from "./outbound-profile";

export function registerPhoneNumbers(api: PublicApi) {
  registerListPhoneNumbers(api);
  api.openapi(importSearchRoute, importSearchHandler);
  api.openapi(importConfirmRoute, importConfirmHandler);
  api.openapi(outboundProfileRoute, outboundProfileHandler);
  // The earlier paths: the same routes and handlers (deprecated-paths.ts adds the headers).
  api.openapi(deprecatedTwin(importSearchRoute, "search"), importSearchHandler);
  api.openapi(deprecatedTwin(importConfirmRoute, "confirm"), importConfirmHandler);
  api.openapi(deprecatedTwin(outboundProfileRoute, "outbound-profile"), outboundProfileHandler);
}
