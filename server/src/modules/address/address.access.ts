import { accessTable, staff } from '../../platform/auth/access.js';

/** Who may call what in the address domain, declared once: address.resolver.ts gives it to @Allow(). */
export const ADDRESS_ACCESS = accessTable('address', {
  /** The postcode search of the forms that take an address: any signed-in user. */
  search: staff(),
});
