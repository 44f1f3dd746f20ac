import { describeWriteEndpointsFuzz } from './write-endpoints-fuzz-suite.ts';

// Shard 3 of the write-endpoint fuzz (write-endpoints-fuzz-suite.ts says what it checks).
await describeWriteEndpointsFuzz(3);
