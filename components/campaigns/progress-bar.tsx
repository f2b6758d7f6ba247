/** How far something has got, as a bar and a percentage (a share from 0 to 1, or unknown). */
export function ProgressBar({ share, label }: { share: number | null; label: string }) {
  if (share === null) return <span className="text-zinc-500">—</span>;
  const percent = Math.round(Math.min(1, Math.max(0, share)) * 100);
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-20 overflow-hidden rounded-full bg-zinc-200"
      >
        <div className="h-full rounded-full bg-indigo-500" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-zinc-600 tabular-nums">{percent}%</span>
    </div>
  );
}
