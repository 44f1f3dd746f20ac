/** What other modules use of operations (the health probes and /metrics): nothing yet (apps/api/README.md). */
export {};
