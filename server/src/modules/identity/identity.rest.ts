import { route, staff } from '../../platform/http/rest.js';
import { clearSessionCookies } from '../../platform/http/cookies.js';
import { AppError } from '../../platform/errors.js';
import { parseInput } from '../../platform/validation.js';
import { accountView } from '../account/account.views.js';
import { tokenResponse } from '../auth/auth.rest.js';
import * as auth from '../auth/auth.service.js';
import { EpkiProofInput } from './identity.inputs.js';
import * as identity from './identity.service.js';
import { phoneVerificationResultView } from './identity.views.js';

const client = { caller: 'client' as const };

/** SPEC §7: KMC phone identity and EPKI certificate calls. Every answer is single-use data: never cached. */
export const identityRoutes = [
  route('get', 'svs-c/kmcert/fetch/:urlCode', client, async (ctx, req, res) => {
    res.set('Cache-Control', 'no-store');
    return identity.startPhoneVerification(ctx, identity.purposeOf(req.params.urlCode));
  }),
  route('get', 'svs-c/kmcert/result/:certNum', client, async (ctx, req, res) => {
    res.set('Cache-Control', 'no-store');
    return phoneVerificationResultView(await identity.phoneVerificationResult(ctx, String(req.params.certNum)));
  }),
  route('get', 'svs-c/epki/login', client, async (ctx, _req, res) => {
    res.set('Cache-Control', 'no-store');
    return identity.startEpkiChallenge(ctx);
  }),
  route('post', 'svs-c/epki/success', client, async (ctx, req, res) => {
    const input = await parseInput(EpkiProofInput, req.body);
    try {
      const { account, tokens } = await auth.epkiSignIn(ctx, input);
      return tokenResponse(ctx, req, res, tokens, { user: accountView(account, true) });
    } catch (e) {
      // as with the password grant: a refused administrator keeps no session cookies
      if (e instanceof AppError && e.code === 'ADMIN_LOGIN_FORBIDDEN') clearSessionCookies(res, ctx.config);
      throw e;
    }
  }),
  route('put', 'svs-u/account/epki/me', staff(), async (ctx, req) =>
    accountView(await identity.registerEpki(ctx, await parseInput(EpkiProofInput, req.body)), true),
  ),
];
