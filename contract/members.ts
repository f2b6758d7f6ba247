import { z } from "zod";
import { Timestamp } from "./envelopes";
import { text } from "./inputs";
import { MemberStatus, Role } from "./roles";

export const Workspace = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  plan_api_access: z.boolean(),
  billing_status: z.enum(["active", "suspended"]),
  deleted: z.boolean(),
});
export type Workspace = z.infer<typeof Workspace>;

export const Member = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: Role,
    status: MemberStatus,
    created_at: Timestamp,
  })
  .meta({ id: "Member" });
export type Member = z.infer<typeof Member>;

export const Me = Member.extend({ workspace: Workspace });
export type Me = z.infer<typeof Me>;

export const SignInBody = z
  .object({
    email: text().trim().toLowerCase().email("Enter a valid email address.").max(254),
    password: text().min(1, "Enter your password.").max(200),
  })
  .strict();
export type SignInBody = z.infer<typeof SignInBody>;

export const Session = z.object({ token: z.string(), expires_at: Timestamp, member: Me });
export type Session = z.infer<typeof Session>;

export const UpdateMemberBody = z
  .object({ role: Role.optional(), status: MemberStatus.optional() })
  .strict()
  .refine((b) => b.role !== undefined || b.status !== undefined, "Send a role or a status.");

export const UpdateWorkspaceBody = z
  .object({
    plan_api_access: z.boolean().optional(),
    billing_status: z.enum(["active", "suspended"]).optional(),
    deleted: z.boolean().optional(),
  })
  .strict();
