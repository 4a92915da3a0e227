/** wawoff2 (WebAssembly build of Google's woff2) ships no types: the two functions scripts/font-subset.ts uses. */
declare module "wawoff2" {
  export function compress(trueType: Uint8Array): Promise<Uint8Array>
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>
}
