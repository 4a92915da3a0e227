/** The part of autocannon's API the receiver benchmark uses (the package ships no types). */
declare module "autocannon" {
  type Percentiles = { average: number; p50: number; p97_5: number; p99: number; max: number }
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  type Options = {
    url: string
    connections: number
    duration: number
    requests: {
      method: string
      path: string
      setupRequest?: (request: RawRequest) => RawRequest
      onResponse?: (status: number, body: string) => void
    }[]
  }
  export type Result = {
    duration: number
    latency: Percentiles
    requests: Percentiles & { total: number }
    non2xx: number
    errors: number
    timeouts: number
    "2xx": number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
