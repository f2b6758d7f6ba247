import { consoleProxy } from "@/lib/server/console-proxy";
import { route, withSameOrigin, withSession } from "@/lib/server/route";

const handler = route(withSameOrigin(withSession(consoleProxy)));

export const GET = handler;
export const HEAD = handler;
export const POST = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
