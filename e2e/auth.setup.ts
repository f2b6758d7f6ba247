import { test as setup } from "@playwright/test";
import { ownerStateFile } from "./env";
import { signInThroughUi } from "./fixtures";

setup("sign in as the acme owner once", async ({ page }) => {
  await signInThroughUi(page, "owner@acme.test");
  await page.context().storageState({ path: ownerStateFile() });
});
