import { Alert } from "@/components/ui/alert";
import { Logo } from "./logo";

/** A whole-page state for when the console cannot show anything at all. */
export function ConsoleUnavailable({ title, detail }: { title: string; detail: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-lg space-y-6">
        <Logo withName />
        <Alert tone="danger" title={title}>
          <p>{detail}</p>
        </Alert>
      </div>
    </main>
  );
}
