import { accessTable, staff } from '../../platform/auth/access.js';

/**
 * Who may call what in the identity domain (KMC phone verification, EPKI certificates), declared once:
 * identity.rest.ts gives these to its routes and identity.resolver.ts to @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const IDENTITY_ACCESS = accessTable('identity', {
  /** Phone identity verification (SPEC §7 svs-c): before sign-up or sign-in, with a client token; it reaches no record. */
  verifyPhone: { caller: 'client' },
  /**
   * The EPKI challenge a certificate signs, for a sign-in or a registration, with a client token (svs-c); the signed
   * answer of a sign-in is auth's (AUTH_ACCESS.certificateSignIn).
   */
  certificateChallenge: { caller: 'client' },
  /** Registering a certificate on the caller's own account: any signed-in user. */
  registerCertificate: staff(),
});
