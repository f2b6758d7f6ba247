import type { Role } from "@/contract/roles";
import { StateBadge } from "./ui/state-badge";

export function RoleBadge({ role }: { role: Role }) {
  return <StateBadge kind="role" value={role} />;
}
