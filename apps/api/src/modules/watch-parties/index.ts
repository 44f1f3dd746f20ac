/** What other modules use of watch-parties: nothing yet; whatever they come to need is exported here (apps/api/README.md). */
export {};
