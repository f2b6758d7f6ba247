"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { memberNeed, roleMeets } from "@/contract/access";
import type { CampaignFolder } from "@/contract/campaigns";
import { campaignHref } from "@/lib/campaigns/list-params";
import { useMeQuery } from "@/lib/queries/me";
import { roleInSentence } from "@/lib/words";

const CreateCampaignDialog = lazyDialog(() =>
  import("./create-campaign-dialog").then((m) => m.CreateCampaignDialog),
);
const CreateFolderDialog = lazyDialog(() =>
  import("./create-folder-dialog").then((m) => m.CreateFolderDialog),
);

const CREATE_NEED = memberNeed("POST", "campaigns");

/** "New folder" and "New campaign" for managers and above; for others, why not. */
export function NewCampaignActions({
  folders,
  onFolderCreated,
}: {
  folders: readonly CampaignFolder[];
  onFolderCreated: (name: string) => void;
}) {
  const router = useRouter();
  const { data: me } = useMeQuery();
  if (!me) return null;
  if (!roleMeets(me.role, CREATE_NEED)) {
    return (
      <p className="max-w-64 text-right text-xs text-zinc-500">
        {CREATE_NEED.reason} You are {roleInSentence(me.role)}, so you can follow campaigns but not
        change them.
      </p>
    );
  }
  return (
    <>
      <CreateFolderDialog
        trigger={<Button variant="secondary">New folder</Button>}
        onCreated={onFolderCreated}
      />
      <CreateCampaignDialog
        trigger={<Button>New campaign</Button>}
        folders={folders}
        onCreated={(id) => router.push(campaignHref(id))}
      />
    </>
  );
}
