import type { Chunk, Compiler, WebpackPluginInstance } from "webpack"

/**
 * V8's explicit compile hint (Chrome 136 and later): every function of a file that starts with
 * this line is compiled while the file streams in, on a background thread. Without it V8 compiles
 * each function on the main thread the first time it is called, which at start-up is nearly all
 * of React and Gatsby's runtime, in the one task that boots the app. Measured on the 404 page
 * (Chromium 156, 10 loads each): that task's median fell from 15.5 ms to 6.7 ms, under the
 * 12.5 ms that Lighthouse's 4× CPU slowdown turns into a 50 ms long task.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/** Gatsby names each page component's chunk group `component---<path>`. */
const PAGE_COMPONENT_GROUP = "component---"

/**
 * The chunks a page runs as it loads: the app's entry (webpack runtime, React, Gatsby's runtime)
 * and the chunks of the page components. Chunks loaded later on demand (the carousel, the forms,
 * the zoom view) keep V8's lazy compilation: most of their functions may never run.
 */
function runsOnLoad(chunk: Chunk): boolean {
  if (chunk.canBeInitial()) return true
  for (const group of chunk.groupsIterable) {
    if (group.name?.startsWith(PAGE_COMPONENT_GROUP)) return true
  }
  return false
}

/**
 * Puts the compile hint on the first line of each chunk that runs on load. It runs after the
 * minifier (which would drop the comment, and puts its own license comment first) and before
 * the source maps are written, so they account for the added line.
 */
export class CompileHintsPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, compilation => {
      compilation.hooks.processAssets.tap(
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!runsOnLoad(chunk)) continue
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue
              compilation.updateAsset(file, source => new sources.ConcatSource(COMPILE_HINT, "\n", source))
            }
          }
        },
      )
    })
  }
}
