import { ProgressTrack } from "@/components/ui/progress-track";

/** How far something has got, as a bar and a percentage (a share from 0 to 1, or unknown). */
export function ProgressBar({ share, label }: { share: number | null; label: string }) {
  if (share === null) return <span className="text-zinc-500">—</span>;
  const percent = Math.round(Math.min(1, Math.max(0, share)) * 100);
  return (
    <div className="flex items-center gap-2">
      <ProgressTrack
        label={label}
        value={percent}
        max={100}
        className="h-1.5 w-20"
        fillClassName="rounded-full bg-indigo-500"
      />
      <span className="text-xs text-zinc-600 tabular-nums">{percent}%</span>
    </div>
  );
}
