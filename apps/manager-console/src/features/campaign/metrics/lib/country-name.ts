/** Country names come from the shared lib (decision 686), one source for every page. */
export { countryName } from '@advocate/metrics-math';
