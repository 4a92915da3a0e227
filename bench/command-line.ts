/** A bench's `--name=value` option from its command line, or undefined when it was not given. */
export function option(name: string): string | undefined {
  const prefix = `--${name}=`
  return process.argv.find(arg => arg.startsWith(prefix))?.slice(prefix.length)
}
