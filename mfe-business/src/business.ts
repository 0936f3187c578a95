/** The two account types of the business area. */
export type BusinessType = 'source' | 'brand';
