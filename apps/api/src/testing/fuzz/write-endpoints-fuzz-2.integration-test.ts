import { describeWriteEndpointsFuzz } from './write-endpoints-fuzz-suite.ts';

// Shard 2 of the write-endpoint fuzz (write-endpoints-fuzz-suite.ts says what it checks).
await describeWriteEndpointsFuzz(2);
