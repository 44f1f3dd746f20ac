/** What other modules use of labels: nothing yet; whatever they come to need is exported here (apps/api/README.md). */
export {};
