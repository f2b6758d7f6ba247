import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const TONES = {
  info: "bg-sky-50 text-sky-900 ring-sky-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
  danger: "bg-red-50 text-red-900 ring-red-200",
  neutral: "bg-white text-zinc-900 ring-zinc-200",
} as const;

export function Alert({
  tone = "info",
  title,
  children,
  actions,
  className,
}: {
  tone?: keyof typeof TONES;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "danger" || tone === "warning" ? "alert" : "status"}
      className={cn("rounded-lg p-4 ring-1 ring-inset", TONES[tone], className)}
    >
      <p className="text-sm font-semibold">{title}</p>
      {children ? <div className="mt-1 text-sm opacity-90">{children}</div> : null}
      {actions ? <div className="mt-3 flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
