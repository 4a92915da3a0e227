/** One of the inbox's filter menus: a labelled select whose first choice is "no filter". */
import type { ChangeEventHandler } from "react"
import { LabelOptions } from "./label-options"
import * as styles from "../staff.module.css"

type Props = {
  label: string
  allLabel: string
  labels: Readonly<Record<string, string>>
  value: string
  onChange: ChangeEventHandler<HTMLSelectElement>
}

export function FilterSelect({ label, allLabel, labels, value, onChange }: Props) {
  return (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={onChange}>
        <option value="">{allLabel}</option>
        <LabelOptions labels={labels} />
      </select>
    </label>
  )
}
