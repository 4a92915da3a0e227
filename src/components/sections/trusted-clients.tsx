import { Carousel } from "../ui/carousel/carousel"
import { Section } from "../ui/section"
import * as styles from "./trusted-clients.module.css"

export type ClientLogo = {
  readonly id: string
  readonly name: string
  readonly logo: { readonly publicURL: string | null } | null
}

export type TrustedClientsProps = {
  heading: string
  intro?: string | null
  clients: ReadonlyArray<ClientLogo>
}

/** The logos are SVG drawings at 240×96; the size is declared so nothing shifts while they load. */
const LOGO_WIDTH = 240
const LOGO_HEIGHT = 96

/** Eight client logos in a carousel: 2 per view, 3 from 640 px, 4 from 768 px, 5 from 1024 px. */
export function TrustedClients({ heading, intro, clients }: TrustedClientsProps) {
  // The spec's client list repeats ids, so the position completes the key.
  const logos = clients.flatMap((client, position) =>
    client.logo?.publicURL ? [{ key: `${client.id}-${position}`, name: client.name, src: client.logo.publicURL }] : [],
  )
  return (
    <Section heading={heading} intro={intro}>
      <Carousel label={heading} perView={{ base: 2, sm: 3, md: 4, lg: 5 }} gap={16} autoplayMs={3000}>
        {logos.map(logo => (
          <div className={styles.logo} key={logo.key}>
            <img src={logo.src} alt={logo.name} width={LOGO_WIDTH} height={LOGO_HEIGHT} loading="lazy" />
          </div>
        ))}
      </Carousel>
    </Section>
  )
}
