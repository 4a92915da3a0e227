/** CSS Modules, imported as `import * as styles from "./x.module.css"` (Gatsby 5 uses named exports). */
declare module "*.module.css" {
  const classes: { readonly [className: string]: string }
  export = classes
}
