/** What other modules use of live-view (the live panels, decision 790): nothing yet (apps/api/README.md). */
export {};
