/**
 * The reusable bands filled with the site-wide data (data/blocks.json and company.json), so a
 * page places them with one line. The bands themselves only render their props.
 */
import { useSiteData } from "../../hooks/use-site-data"
import { fillTemplate } from "../../i18n/fill-template"
import { formatList, formatPrice } from "../../../shared/i18n/format"
import { useLocale } from "../../i18n/locale-context"
import { CtaBand } from "./cta-band"
import { FormBanner } from "./form-banner"
import { OfferBand } from "./offer-band"

export function SiteCtaBand() {
  const { blocks, company } = useSiteData()
  // The first WhatsApp number takes quotes, the second the special offer (data/company.json).
  const [quotes] = company.whatsapp
  return <CtaBand {...blocks.cta} tel={company.phones[0].tel} whatsapp={quotes} />
}

export function SiteOfferBand() {
  const { blocks, company, currency } = useSiteData()
  const locale = useLocale()
  const offers = company.whatsapp[1] ?? company.whatsapp[0]
  const { offer } = blocks
  // Built from the offer's own prices, so the message never quotes an old price.
  const offered = offer.items.map(item => `${item.label} (${formatPrice(item.price, currency, locale)})`)
  const message = fillTemplate(offer.whatsappMessage, {
    offers: formatList(offered, locale),
  })
  return (
    <OfferBand
      heading={offer.heading}
      text={offer.text}
      items={offer.items}
      currency={currency}
      note={offer.note}
      whatsappLabel={offer.whatsappLabel}
      whatsapp={{ number: offers.number, message }}
    />
  )
}

export function SiteFormBanner() {
  const { blocks, navigation } = useSiteData()
  return <FormBanner {...blocks.formBanner} buttonLabel={navigation.quoteLabel} />
}
