/**
 * The service choices of both forms. Imported straight from the data file (not
 * through GraphQL) because the server validates with this same module and has
 * no GraphQL layer: one file, so browser and server can never disagree.
 */
import data from "../../data/service-options.json"

export type ServiceOption = {
  value: string
  label: string
}

const toOption = ({ value, label }: ServiceOption): ServiceOption => ({ value, label })

export const leadServiceOptions: ServiceOption[] = data.items.filter(item => item.inLeadForm).map(toOption)
export const contactServiceOptions: ServiceOption[] = data.items.filter(item => item.inContactForm).map(toOption)
export const leadServicePlaceholder: string = data.leadPlaceholder
export const contactServicePlaceholder: string = data.contactPlaceholder

/** Every service either form can send: the staff inbox filters and labels leads by these. */
export const allServiceOptions: ServiceOption[] = data.items.map(toOption)
