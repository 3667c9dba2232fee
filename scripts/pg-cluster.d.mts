// Types of scripts/pg-cluster.mjs for the TypeScript tests that start a cluster of their own.
export interface Cluster {
  url: string;
  port: number;
  bindir: string;
  dataDir: string;
  tempDir: string;
  version: string;
  start(): Promise<void>;
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  remove(): void;
}
export function findBindir(): string | null;
export function ensureBindir(log?: (message: string) => void): string;
export function createCluster(options?: { database?: string; bindir?: string; prefix?: string }): Promise<Cluster>;
