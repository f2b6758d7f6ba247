import { rollConsoleKey } from "@/lib/server/console-key-roll";
import { route, withSameOrigin, withSession } from "@/lib/server/route";

export const POST = route(withSameOrigin(withSession(rollConsoleKey)));
