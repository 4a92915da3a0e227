/** A font file imported from a module: its public URL (gatsby/font-files.ts keeps it a file). */
declare module "*.woff2" {
  const url: string
  export default url
}
