/** A font file imported from code: Gatsby's url-loader gives its public URL (gatsby-ssr.tsx preloads it). */
declare module "*.woff2" {
  const url: string
  export default url
}
