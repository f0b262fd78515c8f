import { Arg, Ctx as GqlCtx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import { AppError } from '../../platform/errors.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { clearSessionCookies, setSessionCookies } from '../../platform/http/cookies.js';
import { AccountView, accountView } from '../account/account.views.js';
import { SignInResult } from '../auth/auth.resolver.js';
import * as auth from '../auth/auth.service.js';
import { IDENTITY_ACCESS } from './identity.access.js';
import { CertPurpose } from './identity.entity.js';
import { EpkiProofInput } from './identity.inputs.js';
import * as identity from './identity.service.js';
import { EpkiChallengeView, PhoneVerificationResultView, phoneVerificationResultView, PhoneVerificationStartView } from './identity.views.js';

const { verifyPhone: VERIFY_PHONE, certificateSignIn: CERTIFICATE_SIGN_IN, registerCertificate: REGISTER_CERTIFICATE } = IDENTITY_ACCESS;

/** GraphQL twins of svs-c/kmcert/*, svs-c/epki/* and svs-u/account/epki/me, with their entries (identity.access.ts). */
@Resolver()
export class IdentityResolver {
  @Allow(VERIFY_PHONE)
  @Mutation(() => PhoneVerificationStartView, { description: '휴대폰 본인인증을 시작합니다 (GET svs-c/kmcert/fetch/{urlCode}).' })
  startPhoneVerification(@Arg('urlCode', () => CertPurpose) urlCode: CertPurpose, @GqlCtx() ctx: GqlContext) {
    return identity.startPhoneVerification(ctx, urlCode);
  }

  @Allow(VERIFY_PHONE)
  @Query(() => PhoneVerificationResultView, { description: '휴대폰 본인인증 결과 (GET svs-c/kmcert/result/{certNum}).' })
  async phoneVerification(@Arg('certNum', () => String) certNum: string, @GqlCtx() ctx: GqlContext) {
    return phoneVerificationResultView(await identity.phoneVerificationResult(ctx, certNum));
  }

  @Allow(CERTIFICATE_SIGN_IN)
  @Mutation(() => EpkiChallengeView, { description: '인증서 로그인·등록에 서명할 값을 받습니다 (GET svs-c/epki/login).' })
  startEpkiChallenge(@GqlCtx() ctx: GqlContext) {
    return identity.startEpkiChallenge(ctx);
  }

  /** Serves browsers, like signIn: the refresh token goes only into the HttpOnly cookie. */
  @Allow(CERTIFICATE_SIGN_IN)
  @Mutation(() => SignInResult, { description: '인증서 로그인 (POST svs-c/epki/success).' })
  async epkiSignIn(@Arg('input', () => EpkiProofInput) input: EpkiProofInput, @GqlCtx() ctx: GqlContext) {
    try {
      const { account, tokens } = await auth.epkiSignIn(ctx, input);
      setSessionCookies(ctx.res!, ctx.config, tokens.refreshToken);
      return { accessToken: tokens.accessToken, expiresIn: tokens.expiresIn, user: accountView(account, true) };
    } catch (e) {
      if (e instanceof AppError && e.code === 'ADMIN_LOGIN_FORBIDDEN') clearSessionCookies(ctx.res!, ctx.config);
      throw e;
    }
  }

  @Allow(REGISTER_CERTIFICATE)
  @Mutation(() => AccountView, { description: '내 계정에 인증서를 등록합니다 (PUT svs-u/account/epki/me).' })
  async registerEpkiCertificate(@Arg('input', () => EpkiProofInput) input: EpkiProofInput, @GqlCtx() ctx: GqlContext) {
    return accountView(await identity.registerEpki(ctx, input), true);
  }
}
