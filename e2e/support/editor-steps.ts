/** What an editor does in Decap CMS, for the specs that drive the web editor. */
import type { Page } from "@playwright/test"

/** A list item, opened: Decap shows items collapsed under their title, with an unnamed toggle first. */
export async function openItem(page: Page, title: string) {
  const item = page.getByText(title, { exact: true }).first().locator("xpath=..")
  await item.getByRole("button").first().click()
  return item
}

/** Publish → Publish now: Decap saves the entry. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByText("Publish now").click()
}

/** Publishes, and answers the status the editor's backend at `endpoint` gave the save. */
export async function publishSaved(page: Page, endpoint: string): Promise<number> {
  const saved = page.waitForResponse(
    response => response.url().endsWith(endpoint) && response.request().postData()!.includes('"persistEntry"'),
  )
  await publish(page)
  return (await saved).status()
}
