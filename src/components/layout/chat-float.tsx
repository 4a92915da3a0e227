import { MessageCircle } from "lucide-react"
import { whatsappHref } from "../ui/contact-links"
import { useUiText } from "../ui/ui-text"
import * as styles from "./chat-float.module.css"

export type ChatFloatProps = {
  /** International number, digits only (wa.me format). */
  number: string
  message: string
}

/** The floating WhatsApp chat link on every page. */
export function ChatFloat({ number, message }: ChatFloatProps) {
  const uiText = useUiText()
  return (
    <a
      className={styles.link}
      href={whatsappHref(number, message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${uiText.chatOnWhatsapp} ${uiText.opensInNewTab}`}
    >
      <MessageCircle aria-hidden="true" focusable="false" />
    </a>
  )
}
