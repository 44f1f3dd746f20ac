import { describeWriteEndpointsFuzz } from './write-endpoints-fuzz-suite.ts';

// Shard 1 of the write-endpoint fuzz (write-endpoints-fuzz-suite.ts says what it checks).
await describeWriteEndpointsFuzz(1);
