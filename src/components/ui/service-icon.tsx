import { Code, CreditCard, FileSpreadsheet, LineChart, PenTool, Percent, type LucideIcon } from "lucide-react"

/**
 * The six icon names data/services.json may use (CreditCard, FileSpreadsheet, Percent,
 * PenTool, Code, LineChart), each imported on its own
 * so the bundle carries only these six icons. The data validation rejects any other name.
 */
const icons: Record<string, LucideIcon> = {
  CreditCard,
  FileSpreadsheet,
  Percent,
  PenTool,
  Code,
  LineChart,
}

export type ServiceIconProps = { name: string; className?: string }

/** Decorative: the service title next to it names the service. */
export function ServiceIcon({ name, className }: ServiceIconProps) {
  const Icon = icons[name]
  if (!Icon) throw new Error(`Unknown service icon "${name}": use one of ${Object.keys(icons).join(", ")}.`)
  return <Icon className={className} aria-hidden="true" focusable="false" />
}
