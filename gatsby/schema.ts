/**
 * The GraphQL types of everything in data/. Declared instead of inferred
 * (@dontInfer) so that a field editors leave empty everywhere never vanishes
 * from the schema, and so the `$schema` key editors' tools use is not exposed.
 *
 * Each data file is one JSON object (lists are wrapped as `items`) and becomes
 * one node per edition named after the file: data/company.json → two CompanyJson
 * nodes, `locale: "en"` and `locale: "ar"` (queries select one with
 * `locale: { eq: $locale }`). Every service in data/services.json additionally
 * becomes a `Service` node per edition so that each service page queries only
 * its own service.
 * Image fields hold paths relative to the data file (e.g. "images/services/x.jpg").
 */
/** What a service says, in data/services.json and on its own Service node alike. */
const serviceFields = /* GraphQL */ `
    title: String!
    shortDescription: String!
    longDescription: String!
    icon: String!
    features: [String!]!
    benefits: [String!]!
    whyChoose: [String!]!
    image: File @fileByRelativePath
    imageAlt: String!
    metaTitle: String!
    metaDescription: String!
    metaKeywords: [String!]!
`

export const typeDefs = /* GraphQL */ `
  # ---------- shared shapes ----------
  type PageSeo {
    title: String!
    description: String!
    keywords: [String!]!
  }
  type Heading {
    heading: String!
    intro: String
  }
  type PageHero {
    heading: String!
    text: String!
  }
  type TitledText {
    title: String!
    description: String!
  }
  type NamedLink {
    name: String!
    url: String!
  }
  type NavLink {
    label: String!
    path: String!
  }

  # ---------- data/company.json: every placeholder the company replaces ----------
  type CompanyJson implements Node @dontInfer {
    locale: String!
    name: String!
    legalName: String!
    tagline: String!
    siteName: String!
    founded: Int!
    about: String!
    phones: [CompanyPhone!]!
    emails: [CompanyEmail!]!
    whatsapp: [CompanyWhatsapp!]!
    address: CompanyAddress!
    hours: [CompanyHours!]!
    socials: [CompanySocial!]!
    reviewSites: [NamedLink!]!
    stats: [CompanyStat!]!
    replyWithin: String!
  }
  type CompanyPhone {
    label: String!
    display: String!
    tel: String!
  }
  type CompanyEmail {
    label: String!
    address: String!
  }
  type CompanyWhatsapp {
    label: String!
    number: String!
    message: String!
  }
  type CompanyAddress {
    street: String!
    locality: String!
    region: String!
    postalCode: String!
    countryCode: String!
    countryName: String!
    latitude: Float!
    longitude: Float!
    mapEmbedUrl: String!
    mapLinkUrl: String!
  }
  type CompanyHours {
    days: String!
    hours: String!
    dayOfWeek: [String!]!
    opens: String
    closes: String
  }
  type CompanySocial {
    network: String!
    label: String!
    url: String!
  }
  type CompanyStat {
    count: Int!
    atLeast: Boolean!
    label: String!
    onHome: Boolean!
  }

  # ---------- data/navigation.json ----------
  type NavigationJson implements Node @dontInfer {
    locale: String!
    main: [NavLink!]!
    servicesLabel: String!
    quoteLabel: String!
    mobileCtaLabel: String!
    quickLinks: [NavLink!]!
    footerHeadings: FooterHeadings!
    legal: [NavLink!]!
  }
  type FooterHeadings {
    quickLinks: String!
    services: String!
    contact: String!
    reviews: String!
  }

  # ---------- data/blocks.json: reusable sections ----------
  type BlocksJson implements Node @dontInfer {
    locale: String!
    cta: CtaBlock!
    offer: OfferBlock!
    formBanner: FormBannerBlock!
    serviceDetail: ServiceDetailLabels!
  }
  type CtaBlock {
    heading: String!
    text: String!
    quoteLabel: String!
    callLabel: String!
    whatsappLabel: String!
  }
  type OfferBlock {
    heading: String!
    text: String!
    items: [OfferItem!]!
    note: String!
    whatsappLabel: String!
    whatsappMessage: String!
  }
  type OfferItem {
    label: String!
    price: Int!
  }
  type FormBannerBlock {
    heading: String!
    text: String!
  }
  type ServiceDetailLabels {
    overviewHeading: String!
    featuresHeading: String!
    benefitsHeading: String!
    whyChooseHeading: String!
    quoteLabel: String!
    contactLabel: String!
  }

  # ---------- data/services.json (six services) ----------
  type ServicesJson implements Node @dontInfer {
    locale: String!
    items: [ServiceItem!]!
  }
  type ServiceItem {
    id: String!
${serviceFields}  }
  # One node per service, created in gatsby-node from ServicesJson.items.
  # slug is the service id, which is also its address: /services/<slug>/ (open-bank-account, ...).
  type Service implements Node @dontInfer {
    locale: String!
    slug: String!
${serviceFields}  }

  # ---------- data/service-cards.json: home services carousel (six, with list prices) ----------
  type ServiceCardsJson implements Node @dontInfer {
    locale: String!
    currency: String!
    items: [ServiceCard!]!
  }
  type ServiceCard {
    id: String!
    title: String!
    description: String!
    path: String!
    price: Int!
    image: File @fileByRelativePath
    imageAlt: String!
  }

  # ---------- data/pricing.json (nine plans) ----------
  type PricingJson implements Node @dontInfer {
    locale: String!
    pricePrefix: String!
    currency: String!
    items: [PricingPlan!]!
  }
  type PricingPlan {
    id: String!
    title: String!
    price: Int!
    features: [String!]!
  }

  # ---------- data/faq.json (five) ----------
  type FaqJson implements Node @dontInfer {
    locale: String!
    items: [FaqItem!]!
  }
  type FaqItem {
    id: String!
    question: String!
    answer: String!
  }

  # ---------- data/testimonials.json (four) ----------
  type TestimonialsJson implements Node @dontInfer {
    locale: String!
    items: [Testimonial!]!
  }
  type Testimonial {
    id: String!
    name: String!
    position: String!
    quote: String!
    rating: Int!
    image: File @fileByRelativePath
  }

  # ---------- data/clients.json (eight logos, SVG: use image.publicURL) ----------
  type ClientsJson implements Node @dontInfer {
    locale: String!
    items: [ClientLogo!]!
  }
  type ClientLogo {
    id: String!
    name: String!
    logo: File @fileByRelativePath
  }

  # ---------- data/projects.json (six featured projects + the filter list) ----------
  type ProjectsJson implements Node @dontInfer {
    locale: String!
    filters: [ProjectFilter!]!
    items: [Project!]!
  }
  type ProjectFilter {
    id: String!
    name: String!
  }
  type Project {
    id: String!
    title: String!
    client: String!
    weblink: String!
    category: String!
    image: File @fileByRelativePath
    imageAlt: String!
  }

  # ---------- one file per page: copy and SEO ----------
  type HomeJson implements Node @dontInfer {
    locale: String!
    seo: PageSeo!
    hero: HomeHero!
    about: HomeAbout!
    services: Heading!
    projects: HomeProjects!
    pricing: Heading!
    clients: Heading!
    testimonials: Heading!
    faq: Heading!
  }
  type HomeHero {
    ctaLabel: String!
    formHeading: String!
    slides: [HeroSlide!]!
  }
  type HeroSlide {
    id: String!
    heading: String!
    text: String!
    image: File @fileByRelativePath
    imageAlt: String!
  }
  type HomeAbout {
    heading: String!
    text: String!
    linkLabel: String!
    linkPath: String!
    image: File @fileByRelativePath
    imageAlt: String!
  }
  type HomeProjects {
    heading: String!
    intro: String
    moreLabel: String!
    morePath: String!
  }

  type AboutJson implements Node @dontInfer {
    locale: String!
    seo: PageSeo!
    hero: PageHero!
    story: AboutStory!
    mission: TitledText!
    vision: TitledText!
    values: AboutValues!
  }
  type AboutStory {
    heading: String!
    paragraphs: [String!]!
    image: File @fileByRelativePath
    imageAlt: String!
  }
  type AboutValues {
    heading: String!
    items: [TitledText!]!
  }

  type ServicesPageJson implements Node @dontInfer {
    locale: String!
    seo: PageSeo!
    hero: PageHero!
    list: Heading!
    learnMoreLabel: String!
    process: ServicesProcess!
    whyChoose: ServicesWhyChoose!
  }
  type ServicesProcess {
    heading: String!
    steps: [TitledText!]!
  }
  type ServicesWhyChoose {
    heading: String!
    points: [TitledText!]!
  }

  type PortfolioJson implements Node @dontInfer {
    locale: String!
    seo: PageSeo!
    hero: PageHero!
    featured: Heading!
    successStories: SuccessStories!
  }
  type SuccessStories {
    heading: String!
    items: [SuccessStory!]!
  }
  type SuccessStory {
    id: String!
    category: String!
    title: String!
    description: String!
    results: [String!]!
  }

  type PortfolioLinksJson implements Node @dontInfer {
    locale: String!
    seo: PageSeo!
    hero: PageHero!
    tags: ClientProjectTags!
    items: [ClientProjectLink!]!
  }
  type ClientProjectTags {
    latest: String!
    inProgress: String!
  }
  type ClientProjectLink {
    id: String!
    name: String!
    description: String!
    url: String
    tag: String
  }

  type ContactJson implements Node @dontInfer {
    locale: String!
    seo: PageSeo!
    hero: PageHero!
    detailsHeading: String!
    hoursHeading: String!
    socialHeading: String!
    formHeading: String!
    map: ContactMap!
  }
  type ContactMap {
    heading: String!
    loadLabel: String!
    title: String!
  }

  type LegalJson implements Node @dontInfer {
    locale: String!
    privacy: LegalPage!
    terms: LegalPage!
  }
  type LegalPage {
    seo: PageSeo!
    heading: String!
    text: String!
    updated: String!
    sections: [LegalSection!]!
  }
  type LegalSection {
    heading: String!
    paragraphs: [String!]!
  }

  type NotFoundJson implements Node @dontInfer {
    locale: String!
    seo: PageSeo!
    code: String!
    heading: String!
    text: String!
    linkLabel: String!
  }
`
