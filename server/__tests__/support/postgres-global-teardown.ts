/** Jest's global teardown: stops and removes the cluster the global setup started. */
import { stopCluster, type Cluster } from "./postgres-cluster"

export default function tearDown(): void {
  const cluster = process.env.TEST_POSTGRES_CLUSTER
  if (!cluster) return
  delete process.env.TEST_POSTGRES_CLUSTER
  delete process.env.TEST_POSTGRES_URL
  stopCluster(JSON.parse(cluster) as Cluster)
}
