import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ConsoleEnv } from "../../http/env";

/** The app every console operation registers on; its own file so operations need not import the index that imports them. */
export type ConsoleApi = OpenAPIHono<ConsoleEnv>;
