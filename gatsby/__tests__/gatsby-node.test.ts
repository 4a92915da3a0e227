import { uiContentOf } from "../../src/components/ui/ui-text-files"
import { formContentOf } from "../../shared/forms/form-edition-files"
import type { Locale } from "../../shared/i18n/locales"
import { copyOfData } from "../../shared/data-validation/__tests__/broken-data"

/**
 * gatsby-node's hooks called the way Gatsby calls them, with mocked actions
 * and reporter. The validation runs for real, on a broken copy of data/.
 */
type Hooks = typeof import("../../gatsby-node")

function loadGatsbyNode(dataDir?: string): Hooks {
  let hooks: Hooks | undefined
  jest.isolateModules(() => {
    if (dataDir) {
      jest.doMock("../../shared/data-validation/validate-data", () => {
        const actual = jest.requireActual("../../shared/data-validation/validate-data")
        return { ...actual, validateData: () => actual.validateData(dataDir) }
      })
    }
    hooks = jest.requireActual<Hooks>("../../gatsby-node")
  })
  if (!hooks) throw new Error("gatsby-node did not load")
  return hooks
}

afterEach(() => jest.dontMock("../../shared/data-validation/validate-data"))

/** Gatsby's API hooks are typed with many arguments; the tests pass the ones each hook uses. */
const call = (hook: unknown, args: object) => (hook as (args: object) => unknown)(args)

describe("onPreBootstrap", () => {
  it("lets the build go on when the data is valid", () => {
    const reporter = { panic: jest.fn() }
    call(loadGatsbyNode().onPreBootstrap, { reporter })
    expect(reporter.panic).not.toHaveBeenCalled()
  })

  it("stops the build with every problem: file, JSON path and what was expected", () => {
    const data = copyOfData()
    try {
      data.edit<{ items: { features: string[]; icon: string }[] }>("services.json", services => {
        services.items[2].features.pop()
        services.items[0].icon = "Bank"
      })
      const reporter = { panic: jest.fn() }
      call(loadGatsbyNode(data.dir).onPreBootstrap, { reporter })

      expect(reporter.panic).toHaveBeenCalledTimes(1)
      const message: string = reporter.panic.mock.calls[0][0]
      expect(message).toMatch(/^The content in data\/ has 2 problems\./)
      expect(message).toContain(`${data.dir}/services.json /items/2/features: expected exactly 6 items, found 5`)
      expect(message).toContain(`${data.dir}/services.json /items/0/icon: expected one of "CreditCard"`)
      expect(message).toContain("npm run validate:data")
    } finally {
      data.cleanUp()
    }
  })
})

describe("onCreateNode", () => {
  const helpers = {
    createNodeId: (input: string) => `node-id:${input}`,
    createContentDigest: (input: object) => `digest:${JSON.stringify(input).length}`,
  }
  const fileNode = {
    id: "faq-file-node",
    name: "faq",
    extension: "json",
    sourceInstanceName: "data",
    children: [],
    internal: { type: "File", contentDigest: "x", owner: "gatsby-source-filesystem" },
  }
  const faqFile = {
    $schema: "./schemas/faq.schema.json",
    items: [{ id: "vat", question: "Do I need VAT?", answer: "Above the threshold." }],
    ar: { items: [{ question: "هل أحتاج إلى ضريبة القيمة المضافة؟", answer: "فوق الحد." }] },
  }

  it("makes one node per edition of a data file, child of its File node, named after the file", async () => {
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() }
    await call(loadGatsbyNode().onCreateNode, {
      node: fileNode,
      actions,
      loadNodeContent: async () => JSON.stringify(faqFile),
      ...helpers,
    })

    const nodes = actions.createNode.mock.calls.map(([node]) => node)
    expect(nodes).toEqual([
      expect.objectContaining({
        locale: "en",
        items: faqFile.items,
        parent: "faq-file-node",
        internal: expect.objectContaining({ type: "FaqJson" }),
      }),
      expect.objectContaining({
        locale: "ar",
        items: [{ id: "vat", ...faqFile.ar.items[0] }],
        parent: "faq-file-node",
        internal: expect.objectContaining({ type: "FaqJson" }),
      }),
    ])
    expect(new Set(nodes.map(node => node.id)).size).toBe(2)
    for (const node of nodes) {
      expect(node).not.toHaveProperty("ar")
      expect(node).not.toHaveProperty("$schema")
      expect(actions.createParentChildLink).toHaveBeenCalledWith({ parent: fileNode, child: node })
    }
  })

  const servicesNode = (locale: string) => ({
    id: `services-json-node-${locale}`,
    parent: "services-file-node",
    children: [],
    locale,
    internal: { type: "ServicesJson", contentDigest: "x", owner: "default-site-plugin" },
    items: [
      { id: "vat-service", title: "VAT Service", image: "images/services/vat-service.jpg" },
      { id: "web-designing", title: "Web Designing", image: "images/services/web-designing.jpg" },
    ],
  })

  it.each(["en", "ar"])("creates one %s Service node per service, child of that edition's services node", locale => {
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() }
    const parent = servicesNode(locale)
    call(loadGatsbyNode().onCreateNode, { node: parent, actions, ...helpers })

    expect(actions.createNode.mock.calls.map(([node]) => node)).toEqual([
      expect.objectContaining({
        id: `node-id:Service-${locale}-vat-service`,
        slug: "vat-service",
        locale,
        title: "VAT Service",
        image: "images/services/vat-service.jpg",
        parent: parent.id,
        internal: expect.objectContaining({ type: "Service" }),
      }),
      expect.objectContaining({
        id: `node-id:Service-${locale}-web-designing`,
        slug: "web-designing",
        locale,
        parent: parent.id,
      }),
    ])
    expect(actions.createParentChildLink).toHaveBeenCalledWith({
      parent,
      child: expect.objectContaining({ slug: "vat-service" }),
    })
  })

  it("leaves every other node alone: other types, images in data/, JSON outside data/", async () => {
    const loadGatsby = loadGatsbyNode()
    for (const node of [
      { ...servicesNode("en"), internal: { ...servicesNode("en").internal, type: "FaqJson" } },
      { ...fileNode, extension: "jpg", name: "story" },
      { ...fileNode, sourceInstanceName: "images" },
    ]) {
      const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() }
      await call(loadGatsby.onCreateNode, { node, actions, loadNodeContent: async () => "{}", ...helpers })
      expect(actions.createNode).not.toHaveBeenCalled()
    }
  })
})

/** What every page's context says of its edition: the locale and that edition's form content and interface wording only. */
const edition = (locale: Locale) => ({ locale, forms: formContentOf(locale), ui: uiContentOf(locale) })

describe("onCreatePage", () => {
  const page = { path: "/about/", component: "/site/src/pages/about.tsx", context: {} }

  it("replaces a page of src/pages with its English and Arabic editions, locale in the context", () => {
    const actions = { createPage: jest.fn(), deletePage: jest.fn() }
    call(loadGatsbyNode().onCreatePage, { page, actions })
    expect(actions.deletePage).toHaveBeenCalledWith(page)
    expect(actions.createPage.mock.calls.map(([created]) => [created.path, created.context])).toEqual([
      ["/about/", edition("en")],
      ["/ar/about/", edition("ar")],
    ])
  })

  it("gives 404 an Arabic edition too, and leaves pages that have their edition alone", () => {
    const actions = { createPage: jest.fn(), deletePage: jest.fn() }
    const gatsbyNode = loadGatsbyNode()
    call(gatsbyNode.onCreatePage, { page: { ...page, path: "/404.html" }, actions })
    expect(
      actions.createPage.mock.calls.map(([created]) => [created.path, created.matchPath, created.context]),
    ).toEqual([
      ["/404.html", undefined, { ...edition("en"), notFound: true }],
      // In the browser, unknown paths under /ar/ take the Arabic 404 page, not Gatsby's /404.html.
      ["/ar/404.html", "/ar/*", { ...edition("ar"), notFound: true }],
    ])

    actions.createPage.mockClear()
    actions.deletePage.mockClear()
    call(gatsbyNode.onCreatePage, { page: { ...page, path: "/ar/about/", context: { ...edition("ar") } }, actions })
    expect(actions.createPage).not.toHaveBeenCalled()
    expect(actions.deletePage).not.toHaveBeenCalled()
  })

  it("gives gatsby develop's 404 page the English edition, bare (its query has no site data for the layout)", () => {
    const actions = { createPage: jest.fn(), deletePage: jest.fn() }
    const devPage = { ...page, path: "/dev-404-page/" }
    call(loadGatsbyNode().onCreatePage, { page: devPage, actions })
    expect(actions.deletePage).toHaveBeenCalledWith(devPage)
    expect(actions.createPage.mock.calls.map(([created]) => [created.path, created.context])).toEqual([
      ["/dev-404-page/", { ...edition("en"), bare: true }],
    ])
  })
})

describe("createPages", () => {
  const setUp = (result: object) => ({
    graphql: jest.fn().mockResolvedValue(result),
    actions: { createPage: jest.fn(), createRedirect: jest.fn() },
    reporter: { panicOnBuild: jest.fn() },
  })

  it("creates /services/<slug>/ and the two legal pages in each edition, with only the slug and edition in context", async () => {
    // Each edition has its own Service nodes: the query returns every slug twice.
    const nodes = [
      { slug: "open-bank-account" },
      { slug: "open-bank-account" },
      { slug: "vat-service" },
      { slug: "vat-service" },
    ]
    const args = setUp({ data: { allService: { nodes } } })
    await call(loadGatsbyNode().createPages, args)

    const service = expect.stringMatching(/src\/templates\/service\.tsx$/)
    const legal = expect.stringMatching(/src\/templates\/legal-page\.tsx$/)
    expect(args.actions.createPage.mock.calls.map(([page]) => page)).toEqual([
      {
        path: "/services/open-bank-account/",
        component: service,
        context: { slug: "open-bank-account", ...edition("en") },
      },
      { path: "/services/vat-service/", component: service, context: { slug: "vat-service", ...edition("en") } },
      {
        path: "/privacy-policy/",
        component: legal,
        context: { document: "privacy", pagePath: "/privacy-policy/", ...edition("en") },
      },
      {
        path: "/terms-conditions/",
        component: legal,
        context: { document: "terms", pagePath: "/terms-conditions/", ...edition("en") },
      },
      {
        path: "/ar/services/open-bank-account/",
        component: service,
        context: { slug: "open-bank-account", ...edition("ar") },
      },
      { path: "/ar/services/vat-service/", component: service, context: { slug: "vat-service", ...edition("ar") } },
      {
        path: "/ar/privacy-policy/",
        component: legal,
        context: { document: "privacy", pagePath: "/privacy-policy/", ...edition("ar") },
      },
      {
        path: "/ar/terms-conditions/",
        component: legal,
        context: { document: "terms", pagePath: "/terms-conditions/", ...edition("ar") },
      },
    ])
    expect(args.reporter.panicOnBuild).not.toHaveBeenCalled()
  })

  it("redirects the lower-case /portfoliolinks to /PortfolioLinks/ in each edition, also in the browser, without matching the page itself", async () => {
    const args = setUp({ data: { allService: { nodes: [] } } })
    await call(loadGatsbyNode().createPages, args)

    const redirects = args.actions.createRedirect.mock.calls.map(([redirect]) => redirect)
    expect(redirects.map(redirect => [redirect.fromPath, redirect.toPath])).toEqual([
      ["/portfoliolinks/", "/PortfolioLinks/"],
      ["/portfoliolinks", "/PortfolioLinks/"],
      ["/ar/portfoliolinks/", "/ar/PortfolioLinks/"],
      ["/ar/portfoliolinks", "/ar/PortfolioLinks/"],
    ])
    for (const redirect of redirects) {
      expect(redirect).toEqual(
        expect.objectContaining({
          isPermanent: true,
          redirectInBrowser: true,
          ignoreCase: false,
        }),
      )
    }
  })

  it("stops the build with an actionable message when the services cannot be queried", async () => {
    const errors = [new Error('Cannot query field "slug" on type "Service".')]
    const args = setUp({ errors })
    await call(loadGatsbyNode().createPages, args)

    expect(args.reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("npm run validate:data"), errors)
    expect(args.actions.createPage).not.toHaveBeenCalled()
  })
})
