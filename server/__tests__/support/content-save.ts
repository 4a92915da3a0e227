/** Saves through the web editor's backend on the site's server, as Decap sends them. */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { StaffClient } from "./staff-session"

type Pricing = { items: { price: number }[] }

/** The request body that saves data/pricing.json (as it is in `checkout`) with its first plan at `price`. */
export function priceSave(checkout: string, price: number) {
  const data = JSON.parse(readFileSync(join(checkout, "data/pricing.json"), "utf8")) as Pricing
  data.items[0].price = price
  return {
    action: "persistEntry",
    params: { entry: { path: "data/pricing.json", raw: JSON.stringify(data) }, assets: [], options: {} },
  }
}

/** Saves data/pricing.json with its first plan at `price`, through the server `client` signed in to. */
export function savePrice(client: StaffClient, checkout: string, price: number) {
  return client.request({ method: "POST", url: "/staff/api/content", payload: priceSave(checkout, price) })
}
