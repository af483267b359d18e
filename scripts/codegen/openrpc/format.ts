/** The generators' one formatter lives in ../write.ts. */
export { formatSource } from '../write.ts';
