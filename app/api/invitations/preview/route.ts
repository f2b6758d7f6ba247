import { previewInvitation } from "@/lib/server/invitation-handlers";
import { route, withSameOrigin } from "@/lib/server/route";

export const POST = route(withSameOrigin(previewInvitation));
