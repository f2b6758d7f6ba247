import type { Role } from "@/contract/roles";
import { Badge, type BadgeTone } from "./ui/badge";

const TONE: Record<Role, BadgeTone> = {
  owner: "brand",
  admin: "brand",
  manager: "neutral",
  member: "neutral",
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={TONE[role]}>{role}</Badge>;
}
