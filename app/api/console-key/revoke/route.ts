import { revokeConsoleKey } from "@/lib/server/console-key-revoke";
import { route, withSameOrigin, withSession } from "@/lib/server/route";

export const POST = route(withSameOrigin(withSession(revokeConsoleKey)));
