import { formatNumber } from "../../../shared/i18n/format"
import { useLocale } from "../../i18n/locale-context"
import { LtrText } from "./ltr-text"

export type PriceProps = {
  amount: number
  /** The currency as the edition's visitors read it (data files' `currency`: "AED", «درهم»). */
  unit: string
  /** English only: the unit before the amount ("AED 1,999", the specification's cards and plans) or after it ("1,999 AED", its offer). */
  unitFirst: boolean
  className?: string
  amountClassName?: string
  unitClassName?: string
}

/**
 * A price in the edition's way of writing it, with thousands separators and Western digits
 * (i18n/format.ts). Arabic reads the amount, then «درهم», as UAE banks write it: the two stay in
 * the paragraph's right-to-left order. English is one left-to-right group, so it keeps its order
 * inside Arabic text too.
 */
export function Price({ amount, unit, unitFirst, className, amountClassName, unitClassName }: PriceProps) {
  const locale = useLocale()
  const figure = <span className={amountClassName}>{formatNumber(amount, locale)}</span>
  const currency = <span className={unitClassName}>{unit}</span>
  if (locale === "ar") {
    return (
      <span className={className}>
        {figure} {currency}
      </span>
    )
  }
  return (
    <LtrText className={className}>
      {unitFirst ? (
        <>
          {currency} {figure}
        </>
      ) : (
        <>
          {figure} {currency}
        </>
      )}
    </LtrText>
  )
}
