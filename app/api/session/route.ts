import { route, withSameOrigin } from "@/lib/server/route";
import { signIn, signOut } from "@/lib/server/session-handlers";

export const POST = route(withSameOrigin(signIn));
export const DELETE = route(withSameOrigin(signOut));
