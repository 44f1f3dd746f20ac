export { fromLocalInput, toLocalInput } from '../../../../shared/local-datetime/index.ts';
