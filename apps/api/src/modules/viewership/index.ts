/** What other modules use of viewership: nothing yet; whatever they come to need is exported here (apps/api/README.md). */
export {};
