import company from "../../../data/company.json"
import faq from "../../../data/faq.json"
import services from "../../../data/services.json"
import { absoluteUrl, breadcrumbLd, faqPageLd, professionalServiceLd, serializeJsonLd, serviceLd } from "../json-ld"

const siteUrl = "https://www.example.com"

test("absolute URLs join the site URL and the path without doubled slashes", () => {
  expect(absoluteUrl("https://www.example.com/", "/about/")).toBe("https://www.example.com/about/")
  expect(absoluteUrl(siteUrl, "og-image.jpg")).toBe("https://www.example.com/og-image.jpg")
})

test("the company is a ProfessionalService with address, geo, phones, hours and profiles", () => {
  // The rule for closed days is checked on hours of the test's own, whatever the company's are.
  const hours = [
    {
      days: "Weekdays",
      hours: "9-5",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "17:00",
    },
    { days: "Weekend", hours: "Closed", dayOfWeek: ["Saturday", "Sunday"], opens: null, closes: null },
  ]
  const ld = professionalServiceLd({ ...company, hours }, siteUrl)
  expect(ld).toMatchObject({
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": "https://www.example.com/#organization",
    name: company.name,
    url: "https://www.example.com/",
    telephone: company.phones[0].tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressCountry: company.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: company.address.latitude, longitude: company.address.longitude },
    sameAs: company.socials.map(social => social.url),
  })
  expect(ld.openingHoursSpecification).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(day => `https://schema.org/${day}`),
      opens: "09:00",
      closes: "17:00",
    },
    // Closed days: Google's convention is opens = closes = 00:00.
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["https://schema.org/Saturday", "https://schema.org/Sunday"],
      opens: "00:00",
      closes: "00:00",
    },
  ])
})

test("breadcrumbs are numbered from 1 with absolute item URLs", () => {
  const ld = breadcrumbLd(
    [
      { name: "Home", path: "/" },
      { name: "Our Services", path: "/services/" },
    ],
    siteUrl,
  )
  expect(ld.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
    { "@type": "ListItem", position: 2, name: "Our Services", item: "https://www.example.com/services/" },
  ])
})

test("the FAQ becomes a FAQPage with one Question and Answer per entry", () => {
  const ld = faqPageLd(faq.items)
  expect(ld["@type"]).toBe("FAQPage")
  expect(ld.mainEntity).toHaveLength(faq.items.length)
  expect(ld.mainEntity).toContainEqual({
    "@type": "Question",
    name: faq.items[0].question,
    acceptedAnswer: { "@type": "Answer", text: faq.items[0].answer },
  })
})

test.each([
  ["en", ""],
  ["ar", "/ar"],
] as const)("a service names its page in the %s edition and the one provider of both", (locale, prefix) => {
  const [first] = services.items
  const service = { slug: first.id, title: first.title, metaDescription: first.metaDescription }
  const ld = serviceLd(service, company, siteUrl, locale)
  expect(ld).toMatchObject({
    "@type": "Service",
    name: first.title,
    url: `https://www.example.com${prefix}/services/${first.id}/`,
    provider: { "@id": "https://www.example.com/#organization", name: company.name },
  })
})

test("serialized JSON-LD cannot close its script element", () => {
  const text = serializeJsonLd(faqPageLd([{ question: "</script><script>alert(1)</script>", answer: "a" }]))
  expect(text).not.toContain("</script>")
  expect(JSON.parse(text).mainEntity[0].name).toBe("</script><script>alert(1)</script>")
})
