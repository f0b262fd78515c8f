import { accessTable, PUBLIC } from '../../platform/auth/access.js';

/**
 * Who may call what in the sign-in domain, declared once: auth.rest.ts gives these to its routes and
 * auth.resolver.ts to @Allow() (docs/PERMISSIONS.md "Door parity"). Each comes before the caller holds a user token,
 * so each is public but the certificate sign-in (a client token, as SPEC files it under svs-c); the OAuth2 endpoints
 * check the client's credentials themselves (Basic auth), a refresh its token.
 */
export const AUTH_ACCESS = accessTable('auth', {
  /** A token for a password or a refresh token (svs/sign/in; GraphQL signIn, refreshSession). */
  signIn: PUBLIC,
  /**
   * EPKI certificate sign-in: the signed challenge (identity proves it) for tokens, with a client token (svs-c
   * epki/success; GraphQL epkiSignIn). The challenge itself is identity's (IDENTITY_ACCESS.certificateChallenge).
   */
  certificateSignIn: { caller: 'client' },
  /** A client-credentials token (auth/token). */
  clientToken: PUBLIC,
  /** Revoking the refresh token the caller holds (body or cookie). */
  signOut: PUBLIC,
  /** Signing up, and the e-mail code that verifies the address first. */
  signUp: PUBLIC,
  /** Finding a login id, and resetting a forgotten password by the mailed link. */
  recover: PUBLIC,
});
