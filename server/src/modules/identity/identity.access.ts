import { accessTable, staff } from '../../platform/auth/access.js';

/**
 * Who may call what in the identity domain (KMC phone verification, EPKI certificates), declared once:
 * identity.rest.ts gives these to its routes and identity.resolver.ts to @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const IDENTITY_ACCESS = accessTable('identity', {
  /** Phone identity verification (SPEC §7 svs-c): before sign-up or sign-in, with a client token; it reaches no record. */
  verifyPhone: { caller: 'client' },
  /** EPKI certificate sign-in: the challenge and the signed answer, with a client token (svs-c). */
  certificateSignIn: { caller: 'client' },
  /** Registering a certificate on the caller's own account: any signed-in user. */
  registerCertificate: staff(),
});
