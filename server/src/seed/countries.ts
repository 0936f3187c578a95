/** Countries and continents of the reference tables: the contract's list (also the live-in list). */
export { CONTINENTS, COUNTRIES } from '@ironscore/contract';
