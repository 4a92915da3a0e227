import { copyOfData } from "./broken-data"

/**
 * gatsby-node's hooks called the way Gatsby calls them, with mocked actions
 * and reporter. The validation runs for real, on a broken copy of data/.
 */
type Hooks = typeof import("../../gatsby-node")

function loadGatsbyNode(dataDir?: string): Hooks {
  let hooks: Hooks | undefined
  jest.isolateModules(() => {
    if (dataDir) {
      jest.doMock("../validate-data", () => {
        const actual = jest.requireActual("../validate-data")
        return { ...actual, validateData: () => actual.validateData(dataDir) }
      })
    }
    hooks = jest.requireActual<Hooks>("../../gatsby-node")
  })
  if (!hooks) throw new Error("gatsby-node did not load")
  return hooks
}

afterEach(() => jest.dontMock("../validate-data"))

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
  const servicesNode = {
    id: "services-json-node",
    parent: "services-file-node",
    children: [],
    internal: { type: "ServicesJson", contentDigest: "x", owner: "gatsby-transformer-json" },
    items: [
      { id: "vat-service", title: "VAT Service", image: "images/services/vat-service.jpg" },
      { id: "web-designing", title: "Web Designing", image: "images/services/web-designing.jpg" },
    ],
  }

  it("creates one Service node per service, child of the services file node", () => {
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() }
    call(loadGatsbyNode().onCreateNode, {
      node: servicesNode,
      actions,
      createNodeId: (input: string) => `node-id:${input}`,
      createContentDigest: (input: object) => `digest:${JSON.stringify(input).length}`,
    })

    expect(actions.createNode.mock.calls.map(([node]) => node)).toEqual([
      expect.objectContaining({
        id: "node-id:Service-vat-service",
        slug: "vat-service",
        title: "VAT Service",
        image: "images/services/vat-service.jpg",
        parent: "services-json-node",
        internal: expect.objectContaining({ type: "Service" }),
      }),
      expect.objectContaining({
        id: "node-id:Service-web-designing",
        slug: "web-designing",
        parent: "services-json-node",
      }),
    ])
    expect(actions.createParentChildLink).toHaveBeenCalledWith({
      parent: servicesNode,
      child: expect.objectContaining({ slug: "vat-service" }),
    })
  })

  it("leaves every other node alone", () => {
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() }
    call(loadGatsbyNode().onCreateNode, {
      node: { ...servicesNode, internal: { ...servicesNode.internal, type: "FaqJson" } },
      actions,
      createNodeId: String,
      createContentDigest: () => "",
    })
    expect(actions.createNode).not.toHaveBeenCalled()
  })
})

describe("createPages", () => {
  const setUp = (result: object) => ({
    graphql: jest.fn().mockResolvedValue(result),
    actions: { createPage: jest.fn(), createRedirect: jest.fn() },
    reporter: { panicOnBuild: jest.fn() },
  })

  it("creates /services/<slug>/ with the service template and only the slug in context, and the two legal pages", async () => {
    const args = setUp({ data: { allService: { nodes: [{ slug: "open-bank-account" }, { slug: "vat-service" }] } } })
    await call(loadGatsbyNode().createPages, args)

    expect(args.actions.createPage.mock.calls.map(([page]) => page)).toEqual([
      {
        path: "/services/open-bank-account/",
        component: expect.stringMatching(/src\/templates\/service\.tsx$/),
        context: { slug: "open-bank-account" },
      },
      {
        path: "/services/vat-service/",
        component: expect.stringMatching(/src\/templates\/service\.tsx$/),
        context: { slug: "vat-service" },
      },
      {
        path: "/privacy-policy/",
        component: expect.stringMatching(/src\/templates\/legal-page\.tsx$/),
        context: { document: "privacy", pagePath: "/privacy-policy/" },
      },
      {
        path: "/terms-conditions/",
        component: expect.stringMatching(/src\/templates\/legal-page\.tsx$/),
        context: { document: "terms", pagePath: "/terms-conditions/" },
      },
    ])
    expect(args.reporter.panicOnBuild).not.toHaveBeenCalled()
  })

  it("redirects the lower-case /portfoliolinks to /PortfolioLinks/, also in the browser, without matching the page itself", async () => {
    const args = setUp({ data: { allService: { nodes: [] } } })
    await call(loadGatsbyNode().createPages, args)

    const redirects = args.actions.createRedirect.mock.calls.map(([redirect]) => redirect)
    expect(redirects.map(redirect => redirect.fromPath)).toEqual(["/portfoliolinks/", "/portfoliolinks"])
    for (const redirect of redirects) {
      expect(redirect).toEqual(
        expect.objectContaining({
          toPath: "/PortfolioLinks/",
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
