import { consoleKeyMarker } from "@/lib/server/console-key";
import { route, withSession } from "@/lib/server/route";

export const GET = route(withSession(consoleKeyMarker));
