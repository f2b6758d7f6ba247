import type { OpenAPIHono } from "@hono/zod-openapi";
import type { PublicEnv } from "../../http/env";

/** The app every public operation registers on; its own file so operations need not import the index that imports them. */
export type PublicApi = OpenAPIHono<PublicEnv>;
