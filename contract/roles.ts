import { z } from "zod";

export const ROLES = ["owner", "admin", "manager", "member"] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const MEMBER_STATUSES = ["active", "suspended", "removed"] as const;
export const MemberStatus = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof MemberStatus>;

const RANK: Record<Role, number> = { member: 0, manager: 1, admin: 2, owner: 3 };

export function roleAtLeast(role: Role, minimum: Role): boolean {
  return RANK[role] >= RANK[minimum];
}
