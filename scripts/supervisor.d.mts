/** Types of supervisor.mjs (its tests import it). */
export declare const HEALTHY_AFTER_MS: number;
export declare function workerCount(options: { workers: number; postgres: boolean; cores?: number }): number;
export declare function restartDelayMs(crashes: number): number;
export declare function supervise(count: number): void;
