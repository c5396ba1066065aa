import { databaseReplicaStatus } from "./database-replica.server";
import { uploadsReplicaStatus } from "./uploads-replica.server";

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The lines /healthz gives about replication, none where it is not configured:
 * `database replica: 0.4 s behind`, or `unknown` while Litestream does not say (not running,
 * replicating no copy of the file), and `uploads replica: 0.0 s behind`, with `, failing` while
 * copies fail. Why is told in the log, not to whoever asks /healthz.
 */
export function replicationReport(now = Date.now()): string[] {
  const lines: string[] = [];
  const database = databaseReplicaStatus();
  if (database.watched) {
    const lag = database.lagMs === null ? "unknown" : `${seconds(database.lagMs)} behind`;
    lines.push(`database replica: ${lag}`);
  }
  const uploads = uploadsReplicaStatus(now);
  if (uploads.watched) {
    lines.push(`uploads replica: ${seconds(uploads.lagMs)} behind${uploads.problem ? ", failing" : ""}`);
  }
  return lines;
}
