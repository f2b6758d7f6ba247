import { Alert } from "@/components/ui/alert";

/**
 * What revoking or rolling the console's own server-held key does, and how an operator puts
 * a new key in place. The console reads OUTREACH_API_KEY at start; the embedded platform
 * keeps its key in DATA_DIR/console-secrets.json.
 */
export function ConsoleKeyNotice({
  action,
  embedded,
}: {
  action: "revoke" | "roll";
  embedded: boolean;
}) {
  return (
    <Alert
      tone="danger"
      title={
        action === "revoke"
          ? "This is the console's own key: the console stops working"
          : "This is the console's own key: the console stops working when the grace period ends"
      }
    >
      <p>
        Lead lists, prospecting and every other page that reads or changes workspace data go through
        this key. {action === "revoke" ? "Once it is revoked" : "Once the old key expires"}, those
        pages fail until an operator gives the console a new key and restarts it. Signing in, API
        keys and members keep working.
      </p>
      <p className="mt-2 font-medium">To replace it:</p>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        {action === "revoke" ? (
          <li>
            Create a key here with read and write access (or roll this one instead, which makes the
            replacement for you) and copy its value.
          </li>
        ) : (
          <li>Copy the replacement's value from the next screen.</li>
        )}
        <li>
          Set <code className="font-mono text-xs">OUTREACH_API_KEY</code> to it where the console
          runs
          {embedded ? (
            <>
              {" "}
              (for the embedded platform, the <code className="font-mono text-xs">apiKey</code>{" "}
              field of <code className="font-mono text-xs">console-secrets.json</code> in the data
              folder)
            </>
          ) : null}
          , and restart the console.
        </li>
        <li>
          {action === "revoke" ? "A key made here" : "The replacement"} records you as its creator,
          so it works only while you stay an active manager or above.
        </li>
      </ol>
    </Alert>
  );
}
