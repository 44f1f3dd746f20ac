export { startProduct, type RunningProduct } from './start-product.ts';
export { localPortsFromEnv, localApiEnv, browserConfig, type LocalPorts } from './product-config.ts';
